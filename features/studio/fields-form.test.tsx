// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/lib/greeting/templates/en';
import messages from '@/messages/en.json';
import { FieldsForm } from './fields-form';

describe('FieldsForm', () => {
  afterEach(cleanup);

  it('starts email and website wider than other fields, so their examples are not cut off', () => {
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
    expect(cell('email')).toHaveClass('basis-64', 'grow');
    expect(cell('website')).toHaveClass('basis-64', 'grow');
    expect(cell('company')).toHaveClass('basis-40', 'grow');
    expect(cell('company')).not.toHaveClass('basis-64');
    expect(screen.getByTestId('field-email')).toHaveAttribute('placeholder', 'info@northwind-dental.com');
  });
});
