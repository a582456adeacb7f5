import { serverActionId } from './shop-build';
import { shopRequest, type ShopResponse } from './shop-client';

/**
 * Calls a form's server function the way the browser's JavaScript does: POST to its RSC address
 * with React's reply encoding (the arguments as JSON in field 0 — the previous form state and a
 * reference to the FormData, whose entries follow under "_1_"), from the shop's own origin unless
 * the headers say otherwise. The answer is the RSC payload carrying the function's new state.
 */
export async function callServerAction(name: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<ShopResponse> {
  const [file, exportName] = serverActionId(name).split('#');
  const body = new FormData();
  body.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  const encoded = new Response(body);
  return shopRequest(`/RSC/F/${file}/${exportName}.txt`, {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': encoded.headers.get('content-type') ?? '', ...headers },
    body: await encoded.text(),
  });
}

/** Calls a server function that takes no arguments (React encodes them as "[]"). */
export async function callServerFunction(name: string, headers: Record<string, string> = {}): Promise<ShopResponse> {
  const [file, exportName] = serverActionId(name).split('#');
  return shopRequest(`/RSC/F/${file}/${exportName}.txt`, {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: '[]',
  });
}
