// The consent feature's server face: the banner and tag manager every layout renders.
export { ConsentAndTags } from './consent-and-tags';
