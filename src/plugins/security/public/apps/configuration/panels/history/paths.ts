/** Links to the configuration history pages, for any page that links to them. */
export const historyPaths = {
  history: () => '/history',
  historyVersion: (version: number) => `/history/${version}`,
};
