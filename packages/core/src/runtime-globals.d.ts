// core compiles without DOM or Node types, yet both runtimes it supports have the WHATWG URL class.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
}

declare function structuredClone<T>(value: T): T;
