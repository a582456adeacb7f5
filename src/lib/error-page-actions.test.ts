import { describe, expect, it } from 'vitest';
import { errorPageActions } from './error-page-actions';

describe('errorPageActions', () => {
  it('server-side error: go back; client-side: the start page; 404 from the server: both', () => {
    expect(errorPageActions(500, true)).toEqual({ goBack: true, toStart: false });
    expect(errorPageActions(500, false)).toEqual({ goBack: false, toStart: true });
    expect(errorPageActions(404, true)).toEqual({ goBack: true, toStart: true });
  });
});
