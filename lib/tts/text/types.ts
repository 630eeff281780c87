export type Segment = { kind: 'speech'; text: string } | { kind: 'pause'; seconds: number };

export type TextIssue = {
  code: 'empty' | 'too-long' | 'control-characters';
  /** For 'too-long': the maximum, in UTF-16 code units (see countCharacters). */
  limit?: number;
  /** For 'too-long': the length of the text as typed. */
  length?: number;
};
