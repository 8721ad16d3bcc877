import type { InlineProjection } from '../event-store/event-store';

/** Every read model kept up to date in the appending transaction. */
export const inlineProjections: InlineProjection[] = [];
