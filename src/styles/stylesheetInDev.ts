/*
 * Nothing in a production build: the search results page's layout links no stylesheet in
 * <head>, where it would hold the first paint for a round trip; its first screen's CSS is
 * inline, made by the build (src/lib/firstScreenStyles.ts). `next dev` has no build to
 * make it from, so next.config.ts points this module at globals.css there.
 */
export {}
