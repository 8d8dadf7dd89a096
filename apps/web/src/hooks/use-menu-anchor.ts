import { useId, useState, type MouseEvent } from 'react';

/** Open state and ARIA wiring of a button that opens an MUI Menu. */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const isOpen = anchor !== null;
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  return {
    anchor,
    isOpen,
    menuId,
    buttonId,
    close: () => setAnchor(null),
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': isOpen ? menuId : undefined,
      'aria-expanded': isOpen ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) =>
        setAnchor(event.currentTarget),
    },
  };
}
