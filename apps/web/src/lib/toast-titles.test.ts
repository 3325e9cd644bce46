import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each `notifications.show({...})` call with the text of its argument, up to the matching brace. */
function toastCalls(text: string): string[] {
  const calls: string[] = [];
  let at = text.indexOf('notifications.show(');
  while (at !== -1) {
    const open = text.indexOf('{', at);
    let depth = 0;
    let end = open;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    calls.push(text.slice(open, end + 1));
    at = text.indexOf('notifications.show(', end);
  }
  return calls;
}

// A toast's title says what happened, never its type ("DANGER", "WAITLIST") or a bare word.
const VAGUE = /title:\s*'(DANGER|WAITLIST|SUCCESS|Success|Error|Failure|Info|INFO)'/;

describe('toast titles', () => {
  it('every toast has a title, and none is a bare type word', () => {
    const offenders = sources(SRC).flatMap((file) =>
      toastCalls(readFileSync(file, 'utf8'))
        .filter((call) => !/\btitle[:,\s}]/.test(call) || VAGUE.test(call))
        .map((call) => `${path.relative(SRC, file)}: ${call.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the booking flow names what happened', () => {
    const flow = readFileSync(path.join(SRC, 'features/booking/hooks/use-booking-flow.ts'), 'utf8');
    expect(flow).not.toMatch(/toast\('(DANGER|WAITLIST|SUCCESS)'/);
  });
});
