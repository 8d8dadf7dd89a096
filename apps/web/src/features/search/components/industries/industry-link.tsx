import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { NaicsNode } from '@edge/contracts';
import { industryCriteria, pcResultsHref } from '../../utils/lookup-search';
import { NaicsNodeText } from '../filters/naics-node-text';

interface IndustryLinkProps {
  node: NaicsNode;
  countId: string;
}

/** An industry of the browser: following it searches its companies. */
export function IndustryLink({ node, countId }: IndustryLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={pcResultsHref(industryCriteria(node.code))}
      aria-describedby={countId}
      underline="hover"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        py: 0.75,
        color: node.companies > 0 ? 'text.primary' : 'text.secondary',
        borderRadius: 1,
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'secondary.main',
        },
      }}
    >
      <NaicsNodeText node={node} />
    </Link>
  );
}
