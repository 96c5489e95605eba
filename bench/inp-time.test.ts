// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type EventRead, inpCell, slowestText, stepInp } from './inp-time';

const event = (
  id: number,
  type: string,
  start: number,
  duration: number,
  processing = [4, 60],
): EventRead => ({
  id,
  type,
  start,
  processingStart: start + (processing[0] ?? 0),
  processingEnd: start + (processing[1] ?? 0),
  duration,
  target: 'input',
});

describe('stepInp', () => {
  it('takes the longest event over every interaction of the step, and splits its time', () => {
    const result = stepInp(
      [
        event(1, 'keydown', 100, 48),
        event(1, 'keyup', 130, 24),
        event(2, 'pointerdown', 300, 120, [8, 10]),
        event(2, 'click', 320, 96, [10, 70]),
      ],
      [
        {
          start: 290,
          duration: 140,
          scripts: [
            {
              source: 'https://h/assets/forms-1.js',
              fn: 'x',
              invoker: 'INPUT#onkeydown',
              start: 308,
              duration: 70,
              layout: 0,
            },
            { source: '', fn: '', invoker: '', start: 380, duration: 5, layout: 0 },
          ],
        },
        {
          start: 10,
          duration: 60,
          scripts: [{ source: 'a.js', fn: 'y', invoker: 'early', start: 10, duration: 50, layout: 0 }],
        },
      ],
    );
    expect(result).toEqual({
      inp: 120,
      interactions: 2,
      slowest: {
        type: 'pointerdown',
        target: 'input',
        duration: 120,
        inputDelay: 8,
        processing: 82,
        presentation: 30,
        scripts: ['INPUT#onkeydown (forms-1.js) 70 ms', '? ((page)) 5 ms'],
      },
    });
    expect(slowestText(result.slowest)).toBe(
      'pointerdown on input: delay 8, processing 82, presentation 30; INPUT#onkeydown (forms-1.js) 70 ms, ? ((page)) 5 ms',
    );
  });

  it('says under 16 ms when no event reached the threshold', () => {
    expect(stepInp([], [])).toEqual({ interactions: 0 });
    expect(inpCell(undefined, 100)).toBe('< 16 ms');
    expect(inpCell(104, 100)).toBe('104 ms (goal 100 ms: over)');
    expect(inpCell(96)).toBe('96 ms');
    expect(slowestText(undefined)).toBe('');
  });
});
