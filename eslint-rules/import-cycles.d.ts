export const CYCLE_ROOTS: string[];
export function importGraph(roots?: string[]): Map<string, Set<string>>;
export function importCycles(graph?: Map<string, Set<string>>, name?: (file: string) => string): string[][];
export function areaOf(relative: string): string;
export function areaCycles(graph?: Map<string, Set<string>>): string[][];
