import { z } from 'zod';

/** The data-center regions an app can live in. */
export const chatRegionSchema = z.enum(['us', 'eu', 'in']);

/** Every data-center region, in the order a picker lists them. */
export const chatRegions = chatRegionSchema.options;

/** A data-center region: `us`, `eu` or `in`. */
export type ChatRegion = z.output<typeof chatRegionSchema>;

/** The service domain the chat API addresses are built on unless another is given. */
export const defaultChatServiceDomain = 'cometchat.io';

/** Builds `https://<appId>.api-<region>.<domain>/v3`, the chat API's base URL. */
export function buildChatBaseUrl(options: {
  appId: string;
  region: ChatRegion;
  domain?: string;
}): string {
  const region = chatRegionSchema.safeParse(options.region);
  if (!region.success)
    throw new TypeError(`region must be us, eu or in, not "${String(options.region)}".`);
  if (!/^[A-Za-z0-9-]+$/.test(options.appId)) {
    throw new TypeError(`appId "${options.appId}" cannot be part of a host name.`);
  }
  const domain = options.domain ?? defaultChatServiceDomain;
  return `https://${options.appId}.api-${region.data}.${domain}/v3`;
}
