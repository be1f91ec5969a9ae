/**
 * `POST /api/recipes/parse-lines`: the editor's ingredient lines read as they would be saved (quantity, unit,
 * catalog ingredient) with the figures they give. Nothing is saved; the answer is cached per set of lines, so
 * typing back to an earlier text asks nothing.
 */
import type { ParseLinesAnswer, ParseLinesBody } from '@mealplanr/contracts/recipes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { RECIPES_KEY } from './recipe-keys.ts';

export const PARSE_LINES_URL = `${RECIPES_KEY}/parse-lines`;

export async function parseLines(body: ParseLinesBody): Promise<ParseLinesAnswer> {
  const res = await apiRequest('POST', PARSE_LINES_URL, body);
  return (await res.json()) as ParseLinesAnswer;
}

export function useParsedLines(body: ParseLinesBody) {
  return useQuery({
    queryKey: [PARSE_LINES_URL, body],
    queryFn: () => parseLines(body),
    enabled: body.lines.length > 0,
    staleTime: Infinity,
    // The last reading stays on screen while the next one is asked for.
    placeholderData: keepPreviousData,
  });
}
