export const BASELINE_FILE: string;
export const LONG_FUNCTION_FILES: string[];
export const LONG_FUNCTION_RULE: { max: number; skipBlankLines: boolean; skipComments: boolean; IIFEs: boolean };
export function longFunctionBaseline(): string[];
export function longFunctions(): Promise<{ file: string; line: number; lines: number }[]>;
export function staleBaselineEntries(): Promise<string[]>;
