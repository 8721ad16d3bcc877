import { describe, expect, it } from 'vitest';
import { STREAM_KINDS, streamKindOf } from './streams';

describe('The kinds of stream', () => {
  it('are read off a stream id by its whole prefix', () => {
    expect(streamKindOf('stand-in-42')).toBe('stand-in');
    expect(streamKindOf('leave-9b2e')).toBe('leave');
    expect(streamKindOf('holidays-college')).toBe('holidays');
    expect(streamKindOf('policy-college')).toBe('policy');
    expect(streamKindOf('somethingelse-1')).toBeNull();
    expect(STREAM_KINDS[streamKindOf('stand-in-42')!]).toBe('Stand-in naming');
  });
});
