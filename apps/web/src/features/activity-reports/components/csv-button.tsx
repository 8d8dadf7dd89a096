import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';

/** Downloads the report's table as a CSV file (the session cookie goes along). */
export function CsvButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
    >
      Download CSV
    </Button>
  );
}
