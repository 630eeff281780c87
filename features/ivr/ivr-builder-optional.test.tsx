// @vitest-environment jsdom
// Buy exactly what you need: optional prompts leave the set, its quote and the cart line, and come
// back; a hotel starts without "we are closed"; Asterisk buyers enter their extensions.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import { installBuilderStandIns, quoted, renderBuilder } from './ivr-builder.test-kit';

installBuilderStandIns();

const cart = () => JSON.parse(screen.getByTestId('cart-probe').textContent!) as IvrSetSpec[];

describe('IvrBuilder optional prompts and targets', () => {
  it('leaves hold and holiday out: fewer prompts priced, the cart line holds only the kept ones', async () => {
    renderBuilder();
    await waitFor(() => expect(screen.getByTestId('ivr-price').textContent).toMatch(/^11 prompts/));
    // Welcome, menu and departments offer no "Leave out".
    expect(screen.queryByTestId('prompt-remove-welcome')).toBeNull();
    expect(screen.queryByTestId('prompt-remove-menu')).toBeNull();
    expect(screen.queryByTestId('prompt-remove-department')).toBeNull();
    fireEvent.click(screen.getByTestId('prompt-remove-hold'));
    fireEvent.click(screen.getByTestId('prompt-remove-holiday'));
    expect(screen.queryByTestId('prompt-hold')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('ivr-price').textContent).toMatch(/^9 prompts/));
    await waitFor(() => expect(quoted.at(-1)?.tree.prompts).toHaveLength(9));
    expect(screen.getByTestId('ivr-set-total').textContent).toContain('$44.10');
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    const line = cart()[0]!;
    expect(line.tree.prompts.map((p) => p.kind)).not.toContain('hold');
    expect(line.tree.holdPromptId).toBeNull();
    expect(line.tree.holidayPromptId).toBeNull();
    // And back, with the template's words.
    fireEvent.click(screen.getByTestId('prompt-restore-hold'));
    expect((screen.getByTestId('prompt-hold') as HTMLTextAreaElement).value).toMatch(/hold/i);
    await waitFor(() => expect(screen.getByTestId('ivr-price').textContent).toMatch(/^10 prompts/));
  });

  it('a hotel starts without the after-hours and holiday prompts, offered to add back', async () => {
    renderBuilder();
    fireEvent.change(screen.getByTestId('ivr-industry'), { target: { value: 'hotel' } });
    expect(screen.queryByTestId('prompt-after-hours')).toBeNull();
    expect(screen.getByTestId('prompt-restore-after-hours')).toBeDefined();
    expect(screen.getByTestId('prompt-restore-holiday')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('ivr-price').textContent).toMatch(/^9 prompts/));
  });

  it('takes extensions for Asterisk, refuses a wrong one, and puts them in the cart line', () => {
    renderBuilder();
    expect(screen.queryByTestId('ivr-targets')).toBeNull();
    fireEvent.change(screen.getByTestId('ivr-phone-system'), { target: { value: 'asterisk' } });
    fireEvent.change(screen.getByTestId('ivr-target-department-1'), { target: { value: '201' } });
    fireEvent.change(screen.getByTestId('ivr-target-voicemailBox'), { target: { value: '300@office' } });
    fireEvent.change(screen.getByTestId('ivr-target-operator'), { target: { value: '2x' } });
    expect(screen.getByText('Digits only, 2 to 10 of them, e.g. 101.')).toBeDefined();
    expect((screen.getByTestId('ivr-add-set') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('ivr-target-operator'), { target: { value: '200' } });
    expect((screen.getByTestId('ivr-add-set') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('ivr-add-set'));
    expect(cart()[0]?.targets).toEqual({
      departments: { 'department-1': '201' },
      operator: '200',
      voicemailBox: '300@office',
    });
  });
});
