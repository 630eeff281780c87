// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../lib/greeting/templates/en';
import messages from '../../messages/en.json';
import { FieldsForm } from './fields-form';

describe('FieldsForm', () => {
  afterEach(cleanup);

  it('gives email and website the full row of the two-column grid, so their examples are not cut off', () => {
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <FieldsForm
          fields={['company', 'email', 'website', 'phone']}
          values={{}}
          examples={en.examples}
          edited={false}
          onChange={() => {}}
          onCommit={() => null}
        />
      </NextIntlClientProvider>,
    );
    const cell = (id: string) => screen.getByTestId(`field-${id}`).parentElement;
    expect(cell('email')).toHaveClass('sm:col-span-2');
    expect(cell('website')).toHaveClass('sm:col-span-2');
    expect(cell('company')).not.toHaveClass('sm:col-span-2');
    expect(screen.getByTestId('field-email')).toHaveAttribute('placeholder', 'info@northwind-dental.com');
  });
});
