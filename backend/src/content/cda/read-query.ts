import { CdaError, invalidParameter } from './cda-error';
import { QUERY_LIMITS } from '../query/query-limits';

/**
 * The query string as one value per key, without access_token. An over-long query string is 414
 * before anything is parsed; a repeated key is InvalidQuery (the CDA takes one value per filter,
 * lists are comma-separated).
 */
export function readQuery(url: string): Record<string, string> {
  const search = new URL(url).search;
  if (search.length > QUERY_LIMITS.maxQueryString) {
    throw new CdaError(414, 'BadRequest', `The query string is longer than ${QUERY_LIMITS.maxQueryString} characters`);
  }
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'access_token') continue;
    if (Object.hasOwn(params, key)) throw invalidParameter(key.slice(0, 100), 'Parameter given more than once');
    params[key] = value;
  }
  return params;
}
