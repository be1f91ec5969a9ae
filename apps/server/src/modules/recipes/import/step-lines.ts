/**
 * Steps from lines of text. Numbering is dropped ("1.", "2)", "Step 3:", «Шаг 4.», «Крок 5»); when the steps are
 * numbered, an unnumbered line continues the step before it (a long step wrapped onto several lines, or a
 * "Step 1" heading with its text below); otherwise every line is a step.
 *
 * @example stepsFromLines(['1. Mix the flour', 'and the salt.', '2. Bake.']) // ['Mix the flour and the salt.', 'Bake.']
 */
const STEP_MARKER = /^(?:(?:step|шаг|крок|этап)\s*\d+\s*[:.)-]?|\d{1,2}\s*[.):])\s*/iu;

export function stepsFromLines(lines: string[]): string[] {
  const cleaned = lines.map((line) => line.trim()).filter(Boolean);
  const numbered = cleaned.some((line) => STEP_MARKER.test(line));
  const steps: string[] = [];
  let continuing = false;
  for (const line of cleaned) {
    const marked = STEP_MARKER.test(line);
    const text = line.replace(STEP_MARKER, '').replace(/^[-–—•*]\s*/u, '').trim();
    if (numbered && !marked && continuing && steps.length > 0) {
      steps[steps.length - 1] = `${steps[steps.length - 1]} ${text}`.trim();
      continue;
    }
    steps.push(text);
    continuing = numbered;
  }
  return steps.filter(Boolean);
}
