/**
 * The address a video may be embedded from, or undefined. YouTube links become the
 * privacy-enhanced youtube-nocookie.com player (no cookies before the visitor plays); other
 * https players pass as they are; nothing else becomes a frame source.
 */
export function videoEmbedUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v') : host === 'youtube.com' || host === 'youtube-nocookie.com' ? url.pathname.replace(/^\/embed\//, '') : null;
  if (youtubeId !== null) return /^[\w-]{1,64}$/.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : undefined;
  return url.href;
}
