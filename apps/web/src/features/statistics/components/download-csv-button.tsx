import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { Module, StatisticsFigure } from '@edge/contracts';
import { buildFigureCsv, figureCsvFileName } from '../utils/figure-csv';
import { saveTextFile } from '../utils/save-text-file';

interface DownloadCsvButtonProps {
  module: Module;
  title: string;
  answer: StatisticsFigure;
}

/** Saves the figure's table as CSV, built here from the answer. */
export function DownloadCsvButton({
  module,
  title,
  answer,
}: DownloadCsvButtonProps) {
  const handleClick = () =>
    saveTextFile(
      figureCsvFileName(module, answer.figure, new Date()),
      buildFigureCsv(answer.columns, answer.rows),
      'text/csv;charset=utf-8',
    );
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      aria-label={`Download CSV of ${title}`}
      onClick={handleClick}
    >
      Download CSV
    </Button>
  );
}
