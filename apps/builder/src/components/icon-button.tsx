import { Tooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A button that shows an icon only: its name is `label`, and `tooltip` (Ariakit's, shown on hover
 * and on keyboard focus) says in words what the icon means, with its shortcut when it has one.
 */
export function IconButton({
  label,
  tooltip,
  children,
  ...buttonProps
}: Omit<ComponentProps<'button'>, 'aria-label' | 'title' | 'children'> & {
  label: string;
  tooltip: string;
  children: ReactNode;
}) {
  return (
    <TooltipProvider>
      <TooltipAnchor render={<button type="button" aria-label={label} {...buttonProps} />}>
        {children}
      </TooltipAnchor>
      <Tooltip className="tooltip" portal>
        {tooltip}
      </Tooltip>
    </TooltipProvider>
  );
}
