// Package entry: the Eleventy plugin (default export) and the pure helpers it is built from.
export {};
