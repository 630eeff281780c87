/**
 * Shown only while the seller details are the embedded setup's sample values (see
 * sampleSellerVariables in lib/env.ts): a configured shop's customers never see it, and a shop
 * with live payment keys cannot start with the sample values at all.
 */
export function SampleSellerNotice({
  variables,
  title,
  body,
}: {
  variables: readonly string[];
  title: string;
  body: string;
}) {
  if (variables.length === 0) return null;
  return (
    <div
      role="note"
      className="mt-5 max-w-[35em] rounded-card border border-accent/25 bg-accent-soft px-5 py-4"
      data-testid="legal-sample-data-notice"
    >
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-ink-soft">{body}</p>
    </div>
  );
}
