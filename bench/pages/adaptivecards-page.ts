import { AdaptiveCard } from 'adaptivecards';

import { type AdaptiveCardJson, toAdaptiveCard } from '../src/converters/to-adaptive-card.js';
import { exposeBenchPage } from './bench-page.js';

exposeBenchPage<AdaptiveCardJson>({
  prepare: (message) => toAdaptiveCard(message.data.interactiveData),
  mount(container, cardJson) {
    const card = new AdaptiveCard();
    card.onExecuteAction = () => undefined;
    card.parse(cardJson);
    const rendered = card.render();
    if (rendered !== undefined) container.append(rendered);
    return {
      unmount: () => card.renderedElement?.remove(),
      findTextInput: (elementId) => {
        const input = card.getAllInputs().find((candidate) => candidate.id === elementId);
        return input?.renderedElement?.querySelector('input, textarea') as HTMLInputElement;
      },
      pressSubmit: () =>
        container.querySelector<HTMLButtonElement>('button.ac-pushButton')?.click(),
      countFieldErrors: () => container.querySelectorAll('.ac-input-validation-failed').length,
    };
  },
});
