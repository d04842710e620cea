import { AdaptiveCard } from 'adaptivecards';

(globalThis as Record<string, unknown>).keep = AdaptiveCard;
