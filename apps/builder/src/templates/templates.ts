import type { FormMessageInput } from '@chatforms/core';

import { createAppointmentTemplate, createRsvpTemplate } from './booking-templates.js';
import {
  createFeedbackTemplate,
  createNpsTemplate,
  createSurveyTemplate,
} from './feedback-templates.js';
import {
  createApprovalTemplate,
  createOrderConfirmationTemplate,
  createSupportTicketTemplate,
} from './workflow-templates.js';

/** One template of the gallery: a realistic, valid, lint-clean message to start from. */
export interface Template {
  name: string;
  /** What it asks, in a sentence, for the gallery. */
  description: string;
  create: () => FormMessageInput;
}

/** The templates gallery, in the order it shows them. */
export const templates: readonly Template[] = [
  {
    name: 'Survey',
    description: 'Satisfaction, features used, frequency and comments.',
    create: createSurveyTemplate,
  },
  {
    name: 'NPS',
    description: 'A 0–10 recommendation score and its reason.',
    create: createNpsTemplate,
  },
  {
    name: 'Appointment',
    description: 'Service, date and time in your time zone, and a phone number.',
    create: createAppointmentTemplate,
  },
  {
    name: 'Support ticket',
    description: 'Subject, category, urgency and details, with a help-centre link.',
    create: createSupportTicketTemplate,
  },
  {
    name: 'RSVP',
    description: 'Attendance, guests and dietary needs for an event.',
    create: createRsvpTemplate,
  },
  {
    name: 'Order confirmation',
    description: 'Order summary, delivery choice and date, with an order link.',
    create: createOrderConfirmationTemplate,
  },
  {
    name: 'Feedback',
    description: 'A 1–5 rating of a conversation and what to improve.',
    create: createFeedbackTemplate,
  },
  {
    name: 'Approval',
    description: 'A request to approve or reject, with a comment.',
    create: createApprovalTemplate,
  },
];
