import type { Page } from 'playwright-core';

/** Computed styles of one message of the kit page: its bubble, its time and, if any, its form. */
export interface MessageLook {
  direction: 'incoming' | 'outgoing' | 'none';
  bubbleBackground: string | undefined;
  /** Undefined where the page draws no time (the v6 page). */
  timeColor: string | undefined;
  form?: { theme: string | null; fontFamily: string; color: string; background: string };
  primaryButtonBackground?: string;
}

/** Reads how the kit drew the message with this id. */
export function readMessageLook(page: Page, id: string): Promise<MessageLook> {
  return page.locator(`[data-message-id="${id}"]`).evaluate((message) => {
    const style = (element: Element | null) => (element ? getComputedStyle(element) : undefined);
    const bubble = message.querySelector('.cometchat-message-bubble');
    const direction = bubble?.classList.contains('cometchat-message-bubble-outgoing')
      ? 'outgoing'
      : bubble?.classList.contains('cometchat-message-bubble-incoming')
        ? 'incoming'
        : 'none';
    const form = message.querySelector('.cometchat-message-bubble__body .chatforms');
    const formStyle = style(form);
    return {
      direction,
      bubbleBackground: style(message.querySelector('.cometchat-message-bubble__body'))
        ?.backgroundColor,
      timeColor: style(message.querySelector('.cometchat-date'))?.color,
      ...(formStyle && {
        form: {
          theme: form!.getAttribute('data-theme'),
          fontFamily: formStyle.fontFamily,
          color: formStyle.color,
          background: formStyle.backgroundColor,
        },
      }),
      ...(form?.querySelector('.chatforms-button-primary') && {
        primaryButtonBackground: style(form.querySelector('.chatforms-button-primary'))!
          .backgroundColor,
      }),
    };
  });
}

/** The kit's theme variables as the page resolves them inside its provider: colours as rgb(). */
export function readKitTheme(page: Page) {
  return page
    .locator('.cometchat')
    .first()
    .evaluate((root) => {
      const probe = document.createElement('span');
      root.append(probe);
      const resolve = (property: 'color' | 'fontFamily', variable: string) => {
        probe.style[property] = `var(${variable})`;
        return getComputedStyle(probe)[property];
      };
      const theme = {
        fontFamily: resolve('fontFamily', '--cometchat-font-family'),
        primary: resolve('color', '--cometchat-primary-color'),
        background: resolve('color', '--cometchat-background-color-01'),
        text: resolve('color', '--cometchat-text-color-primary'),
      };
      probe.remove();
      return theme;
    });
}

function readChannels(color: string | undefined): number[] {
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(color ?? '');
  if (channels === null) throw new Error(`Not an rgb() colour: ${color}`);
  return channels.slice(1).map(Number);
}

/** WCAG's relative luminance of an rgb() colour. */
function readLuminance(color: string | undefined): number {
  const [red = 0, green = 0, blue = 0] = readChannels(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two opaque rgb() colours, rounded to two decimals. */
export function readContrast(first: string | undefined, second: string | undefined): number {
  const [lighter, darker] = [readLuminance(first), readLuminance(second)].sort((a, b) => b - a);
  return Math.round(((lighter! + 0.05) / (darker! + 0.05)) * 100) / 100;
}
