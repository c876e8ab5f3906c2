import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@rumo/core';
import { HTML_LANG, readLocale, switchLocale } from '../locale.ts';

/** PT / ES / EN switch: stored on this browser, applied by reloading the page (spec 1). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = readLocale();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('language.current', { name: t(`language.${current}`) })}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={HTML_LANG[locale]}
            onClick={() => switchLocale(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
