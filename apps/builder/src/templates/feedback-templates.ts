import type { FormMessageInput } from '@chatforms/core';

import { createOptions, createTemplateMessage } from './create-template-message.js';

/** A short customer survey: satisfaction, what was used, how often, and a free comment. */
export function createSurveyTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'How are we doing?',
    formFields: [
      {
        elementType: 'label',
        elementId: 'intro',
        text: 'Four quick questions, under a minute. Your answers go straight to our product team.',
      },
      {
        elementType: 'radio',
        elementId: 'satisfaction',
        label: 'How satisfied are you with Northwind overall?',
        optional: false,
        options: createOptions('Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied'),
      },
      {
        elementType: 'checkbox',
        elementId: 'features',
        label: 'Which features do you use?',
        optional: true,
        options: createOptions('Invoices', 'Reports', 'Team chat', 'Mobile app'),
      },
      {
        elementType: 'dropdown',
        elementId: 'frequency',
        label: 'How often do you use Northwind?',
        optional: false,
        options: createOptions('Every day', 'A few times a week', 'A few times a month', 'Rarely'),
      },
      {
        elementType: 'textInput',
        elementId: 'comments',
        label: 'Anything we should change?',
        optional: true,
        maxLines: 4,
      },
    ],
    buttonText: 'Send answers',
    url: 'https://forms.northwind-traders.com/surveys/quarterly',
    payload: { survey: 'quarterly-2026' },
    goalCompletionText: 'Thank you! Your answers help us decide what to build next.',
  });
}

/** A Net Promoter Score question (0–10) and the reason for the score. */
export function createNpsTemplate(): FormMessageInput {
  const scores = Array.from({ length: 11 }, (_, score) => String(score));
  return createTemplateMessage({
    title: 'Would you recommend us?',
    formFields: [
      {
        elementType: 'singleSelect',
        elementId: 'score',
        label: 'How likely are you to recommend Northwind to a friend? (0 = not at all, 10 = very)',
        optional: false,
        options: scores.map((score) => ({ value: score, label: score })),
      },
      {
        elementType: 'textInput',
        elementId: 'reason',
        label: 'What is the main reason for your score?',
        optional: true,
        maxLines: 3,
      },
    ],
    buttonText: 'Send score',
    url: 'https://forms.northwind-traders.com/nps',
    goalCompletionText: 'Thanks for telling us. We read every answer.',
  });
}

/** Feedback after a conversation with support: a 1–5 rating and what to improve. */
export function createFeedbackTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'How did we do?',
    formFields: [
      {
        elementType: 'singleSelect',
        elementId: 'rating',
        label: 'Rate your conversation with our support team',
        optional: false,
        options: createOptions('1', '2', '3', '4', '5'),
      },
      {
        elementType: 'textInput',
        elementId: 'improve',
        label: 'What could we have done better?',
        optional: true,
        maxLines: 3,
      },
    ],
    buttonText: 'Send feedback',
    url: 'https://support.northwind-traders.com/feedback',
    goalCompletionText: 'Thank you for your feedback!',
  });
}
