import Button from '@mui/material/Button';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';

/** Notes sit under the reports: this takes the user there from the top. */
export function NotesJumpButton({ targetId }: { targetId: string }) {
  const handleClick = () => {
    const heading = document.getElementById(`${targetId}-title`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<StickyNote2OutlinedIcon />}
      onClick={handleClick}
    >
      Notes
    </Button>
  );
}
