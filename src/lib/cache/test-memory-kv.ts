import type { KvStore } from './kv-cache';

// A KV namespace in memory for the cache tests: what was put, readable as `data`. Test code only;
// nothing in the app imports it.
export function memoryKv(): KvStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: async (key) => (data.has(key) ? JSON.parse(data.get(key) ?? 'null') : null),
    put: async (key, value) => void data.set(key, value),
  };
}
