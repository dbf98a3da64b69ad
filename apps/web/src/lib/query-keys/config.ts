/**
 * The runtime configuration's key, in a module of its own: the login page reads `/config.json`, and importing the
 * whole factory there would put every area's keys in the first load (docs/decisions.md, the first load).
 */
export const configKey = () => ['config'] as const;
