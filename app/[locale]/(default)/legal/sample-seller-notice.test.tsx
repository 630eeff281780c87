// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { sampleSeller, sampleSellerVariables } from '@/lib/env';
import { SampleSellerNotice } from './sample-seller-notice';

afterEach(cleanup);

const copy = en.legalPage.sampleData;

describe('<SampleSellerNotice />', () => {
  it('tells visitors the seller details are sample data while the sample values are in use', () => {
    render(<SampleSellerNotice variables={sampleSellerVariables(sampleSeller)} {...copy} />);
    expect(screen.getByRole('note')).toHaveTextContent(copy.title);
    expect(screen.getByRole('note')).toHaveTextContent(copy.body);
  });

  it('is not shown to customers of a shop with its own seller details', () => {
    const own = { SELLER_ADDRESS: '12 Quay Road, D02 X285 Dublin', SELLER_VAT_ID: 'IE9876543W' };
    render(<SampleSellerNotice variables={sampleSellerVariables(own)} {...copy} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
