import { describe, expect, it } from 'vitest';
import { freshNonceStream } from './fresh-nonce';

const OLD = 'q0+/Zb9xYk3T1aBcDeFgHw==';
const NEW = 'Zz9+aa/bb1cc2dd3ee4ff5==';
const PAGE = `<script nonce="${OLD}">a()</script><p>Kabel ”EKK” 3×1,5</p><script nonce="${OLD}">self.__FLIGHT.push("{\\"nonce\\":\\"${OLD}\\"}")</script>`;

/** The page through the stream in the given chunks, joined again. */
async function streamed(chunks: string[], stored = OLD): Promise<string | undefined> {
  const replace = freshNonceStream(stored, NEW);
  if (!replace) return undefined;
  const source = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let out = '';
  for await (const part of source.pipeThrough(replace)) out += part;
  return out;
}

describe('freshNonceStream', () => {
  it('replaces every occurrence: attributes and the flight data that repeats them', async () => {
    const fresh = await streamed([PAGE]);
    expect(fresh).toBe(PAGE.replaceAll(OLD, NEW));
    expect(fresh!.split(NEW)).toHaveLength(4);
  });

  it('catches a nonce split between two chunks, wherever the split falls', async () => {
    for (let cut = 0; cut <= PAGE.length; cut++) {
      expect(await streamed([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(PAGE.replaceAll(OLD, NEW));
    }
  });

  it('passes a page in one-character chunks unchanged but for the nonce', async () => {
    expect(await streamed([...PAGE])).toBe(PAGE.replaceAll(OLD, NEW));
  });

  it.each(['', 'short', `${OLD}"><script>`])('refuses a stored nonce %j that is not one of ours', async (stored) => {
    expect(await streamed([PAGE], stored)).toBeUndefined();
  });
});
