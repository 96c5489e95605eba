/** The build's data, bundled into the worker by the site build. */
declare module 'virtual:site-data' {
  const data: import('./types').SiteData;
  export default data;
}
