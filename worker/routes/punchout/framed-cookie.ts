/**
 * Rewrites a Set-Cookie value for a framed punch-out session: SameSite=None, Secure and
 * Partitioned, so the browser keeps and sends it inside the procurement system's frame.
 * Used on the entry answer, whose cookies are written before any settings cookie exists.
 */
export function framedSetCookie(cookie: string): string {
  const attributes = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => !/^(samesite|secure|partitioned)(=|$)/i.test(part));
  return [...attributes, 'Secure', 'SameSite=None', 'Partitioned'].join('; ');
}
