import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, frameBytes, type Message } from './frames.ts';

const text = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const join: Message = ['1', '1', 'realtime:news', 'phx_join', { config: {} }];

describe('decodeFrame', () => {
  it('reads protocol 2.0.0 arrays and 1.0.0 objects alike', () => {
    expect(decodeFrame(text(join), false, true)).toEqual(join);
    const object = { join_ref: '1', ref: '1', topic: 'realtime:news', event: 'phx_join', payload: { config: {} } };
    expect(decodeFrame(text(object), false, false)).toEqual(join);
  });

  it('fills in what a heartbeat may leave out', () => {
    expect(decodeFrame(text([null, '5', 'phoenix', 'heartbeat', null]), false, true)).toEqual([
      null,
      '5',
      'phoenix',
      'heartbeat',
      {},
    ]);
    expect(decodeFrame(text({ topic: 'phoenix', event: 'heartbeat' }), false, false)).toEqual([
      null,
      null,
      'phoenix',
      'heartbeat',
      {},
    ]);
  });

  it.each([
    ['a binary frame', text(join), true, true],
    ['text that is not JSON', text('[1, 2'), false, true],
    ['an array of four', text(['1', '1', 'realtime:news', 'phx_join']), false, true],
    ['an object under 2.0.0', text({ topic: 'phoenix', event: 'heartbeat' }), false, true],
    ['an array under 1.0.0', text(join), false, false],
    ['a number for the topic', text(['1', '1', 7, 'phx_join', {}]), false, true],
    ['a number for the ref', text(['1', 1, 'realtime:news', 'phx_join', {}]), false, true],
    ['no event', text({ topic: 'phoenix' }), false, false],
    ['null', text('null'), false, false],
  ])('ignores %s', (_name, data, isBinary, arrays) => {
    expect(decodeFrame(data, isBinary, arrays)).toBeUndefined();
  });
});

describe('encodeFrame', () => {
  it('writes the form the socket speaks', () => {
    const reply: Message = ['1', '1', 'realtime:news', 'phx_reply', { status: 'ok', response: {} }];
    expect(JSON.parse(encodeFrame(reply, true))).toEqual(reply);
    expect(JSON.parse(encodeFrame(reply, false))).toEqual({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:news',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });
});

describe('frameBytes', () => {
  it('counts bytes, not characters, in every form ws delivers', () => {
    expect(frameBytes(Buffer.from('żółw'))).toBe(7);
    expect(frameBytes([Buffer.from('ab'), Buffer.from('ł')])).toBe(4);
    expect(frameBytes(new ArrayBuffer(5))).toBe(5);
  });
});
