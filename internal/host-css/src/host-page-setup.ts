/** What the server tells a host page: the bubbles' width and the classes on the first form. */
export interface HostPageSetup {
  width: number;
  className: string | undefined;
}
