import { defineConfig } from 'waku/config';

// The bare Waku page of `npm run bench` (lib/bare-waku.mjs): the shop's Waku, React and Vite, no adapter.
export default defineConfig({ distDir: process.env.BARE_WAKU_DIST_DIR ?? 'dist' });
