import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconBuildingStore, IconPlaneTilt, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import classes from './Layout.module.css';

const ITEMS = [
  { to: '/', key: 'nav.travels', icon: IconPlaneTilt, end: true },
  { to: '/clientes', key: 'nav.customers', icon: IconUsers, end: false },
  { to: '/colaboradores', key: 'nav.staff', icon: IconUsersGroup, end: false },
] as const;
/** Only for operators (issue 15). */
const OPERATOR_ITEM = { to: '/operador', key: 'operator.nav', icon: IconBuildingStore, end: false } as const;

export interface MainNavProps {
  vertical?: boolean;
  onNavigate?: () => void;
  /** The agency's screens; false for an operator without an agency. */
  agency?: boolean;
  /** Adds the operator area. */
  operator?: boolean;
}

/** Viagens, Clientes, Colaboradores (spec 2, main navigation): a row in the header, a column in the drawer. */
export function MainNav({ vertical = false, onNavigate, agency = true, operator = false }: MainNavProps) {
  const { t } = useTranslation();
  const items = [...(agency ? ITEMS : []), ...(operator ? [OPERATOR_ITEM] : [])];
  return (
    <nav aria-label={t('nav.main')}>
      <ul
        style={{
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: 4,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {items.map(({ to, key, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={vertical ? classes.drawerLink : classes.navLink}
              onClick={onNavigate}
            >
              <Icon size={18} aria-hidden="true" />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
