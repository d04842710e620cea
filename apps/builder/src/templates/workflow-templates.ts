import type { FormMessageInput } from '@chatforms/core';

import { createOptions, createTemplateMessage } from './create-template-message.js';

/** A support ticket with a help-centre link that, unlike the submit button, does not complete the form. */
export function createSupportTicketTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'Open a support ticket',
    formFields: [
      {
        elementType: 'button',
        elementId: 'help',
        buttonText: 'Read the help centre first',
        disableAfterInteracted: false,
        action: { actionType: 'urlNavigation', url: 'https://help.northwind-traders.com/' },
      },
      {
        elementType: 'textInput',
        elementId: 'subject',
        label: 'Subject',
        optional: false,
        maxLines: 1,
      },
      {
        elementType: 'dropdown',
        elementId: 'category',
        label: 'Category',
        optional: false,
        options: createOptions('Billing', 'Account access', 'Bug report', 'Something else'),
      },
      {
        elementType: 'radio',
        elementId: 'priority',
        label: 'How urgent is it?',
        optional: false,
        defaultValue: 'normal',
        options: createOptions('Low', 'Normal', 'High'),
      },
      {
        elementType: 'textInput',
        elementId: 'description',
        label: 'What happened? Steps to reproduce help a lot.',
        optional: false,
        maxLines: 5,
      },
    ],
    buttonText: 'Open ticket',
    url: 'https://support.northwind-traders.com/tickets',
    goalCompletionText: 'Ticket opened. We answer within one working day.',
  });
}

/** An order confirmation: the summary, a delivery choice and date, notes, and a tracking link. */
export function createOrderConfirmationTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'Confirm your order #4821',
    formFields: [
      {
        elementType: 'label',
        elementId: 'summary',
        text: '2 × Espresso beans 1 kg, 1 × Milk frother. Total €64.90.',
      },
      {
        elementType: 'radio',
        elementId: 'delivery',
        label: 'Delivery',
        optional: false,
        defaultValue: 'standard',
        options: createOptions('Standard', 'Express', 'Pick up in store'),
      },
      {
        elementType: 'dateTime',
        elementId: 'deliveryDate',
        label: 'Deliver on',
        optional: true,
        mode: 'date',
      },
      {
        elementType: 'textInput',
        elementId: 'notes',
        label: 'Delivery notes',
        optional: true,
        maxLines: 2,
      },
      {
        elementType: 'button',
        elementId: 'track',
        buttonText: 'View order details',
        disableAfterInteracted: false,
        action: {
          actionType: 'urlNavigation',
          url: 'https://shop.northwind-traders.com/orders/4821',
        },
      },
    ],
    buttonText: 'Confirm order',
    url: 'https://shop.northwind-traders.com/api/orders/4821/confirm',
    goalCompletionText: 'Order confirmed. We will message you when it ships.',
  });
}

/** An approval request: what is asked, approve or reject, and a comment. */
export function createApprovalTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'Approval needed: travel request',
    formFields: [
      {
        elementType: 'label',
        elementId: 'request',
        text: 'Maria Chen asks to attend DevConf in Lisbon, 12–14 May. Estimated cost €1,850.',
      },
      {
        elementType: 'radio',
        elementId: 'decision',
        label: 'Your decision',
        optional: false,
        options: createOptions('Approve', 'Reject'),
      },
      {
        elementType: 'textInput',
        elementId: 'comment',
        label: 'Comment for Maria',
        optional: true,
        maxLines: 3,
      },
    ],
    buttonText: 'Send decision',
    url: 'https://workflows.northwind-traders.com/approvals/travel-1093',
    payload: { request: 'travel-1093' },
    goalCompletionText: 'Decision sent. Maria has been notified.',
  });
}
