import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import type { Module } from '@edge/contracts';
import {
  ResponsiveLabel,
  responsiveIconSx,
} from '../../../components/ui/responsive-label';
import { paths } from '../../../config/paths';

export function HeaderNavButtons({ module }: { module: Module }) {
  const { pathname } = useLocation();
  const buttons = [
    { label: 'Search', to: paths.home(module), icon: <SearchIcon /> },
    {
      label: 'Saved Searches',
      to: paths.savedSearches(module),
      icon: <BookmarkBorderIcon />,
    },
    {
      label: 'Favorites',
      to: paths.favorites(module),
      icon: <StarBorderIcon />,
    },
    {
      label: 'Pipeline',
      to: paths.pipeline(module),
      icon: <ViewKanbanOutlinedIcon />,
    },
    {
      label: 'Renewals',
      to: paths.renewals(module),
      icon: <EventNoteOutlinedIcon />,
    },
  ];
  return (
    <>
      {buttons.map((button) => {
        const isActive = pathname === button.to;
        return (
          <Button
            key={button.label}
            component={RouterLink}
            to={button.to}
            startIcon={button.icon}
            aria-label={button.label}
            aria-current={isActive ? 'page' : undefined}
            sx={{
              ...responsiveIconSx,
              fontWeight: isActive ? 700 : 500,
              color: isActive ? 'primary.main' : 'text.primary',
            }}
          >
            <ResponsiveLabel>{button.label}</ResponsiveLabel>
          </Button>
        );
      })}
    </>
  );
}
