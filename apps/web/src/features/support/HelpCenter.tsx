import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ARTICLES, HELP_AREAS, type ArticleId, type ArticleTexts } from './articles/catalog.ts';
import { searchArticles } from './search.ts';
import classes from './support.module.css';
import { useHelpArticles } from './useSupport.ts';

const ARTICLE_PARAM = 'artigo';

const isArticleId = (value: string | null): value is ArticleId =>
  value !== null && Object.hasOwn(ARTICLES, value);

function ArticleLink({
  id,
  articles,
  onOpen,
}: {
  id: ArticleId;
  articles: ArticleTexts;
  onOpen: (id: ArticleId) => void;
}) {
  const article = articles[id];
  return (
    <li>
      <UnstyledButton onClick={() => onOpen(id)} w="100%" px="sm" py={8} className={classes.articleLink}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" c="rumo.8">
              {article.title}
            </Text>
            <Text size="xs" c="dimmed">
              {article.summary}
            </Text>
          </div>
          <IconChevronRight
            size={16}
            aria-hidden="true"
            color="var(--mantine-color-dimmed)"
            style={{ flexShrink: 0 }}
          />
        </Group>
      </UnstyledButton>
    </li>
  );
}

function ArticleView({
  id,
  articles,
  onBack,
}: {
  id: ArticleId;
  articles: ArticleTexts;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const article = articles[id];
  const [first, ...rest] = article.paragraphs;
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <Stack component="article" gap="sm" aria-labelledby="help-article-title">
      <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('helpCenter.back')}
        </Group>
      </Anchor>
      <Badge variant="light" radius="sm" tt="none" w="fit-content">
        {t(`helpCenter.areas.${ARTICLES[id].area}`)}
      </Badge>
      <Title
        order={2}
        fz="xl"
        id="help-article-title"
        ref={heading}
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {article.title}
      </Title>
      {first ? <Text size="sm">{first}</Text> : null}
      {article.steps ? (
        <List type="ordered" size="sm" spacing={4} withPadding>
          {article.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      ) : null}
      {rest.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      <Button
        component={Link}
        to={ARTICLES[id].screen}
        variant="light"
        w="fit-content"
        rightSection={<IconArrowRight size={16} aria-hidden="true" />}
      >
        {t('helpCenter.openScreen')}
      </Button>
    </Stack>
  );
}

function ArticleBrowser({ articles }: { articles: ArticleTexts }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const results = useMemo(() => searchArticles(articles, debounced), [articles, debounced]);
  const opened = params.get(ARTICLE_PARAM);
  const searching = debounced.trim() !== '';

  const open = (id: ArticleId) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(ARTICLE_PARAM, id);
      return next;
    });
  const back = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(ARTICLE_PARAM);
      return next;
    });

  if (isArticleId(opened)) return <ArticleView id={opened} articles={articles} onBack={back} />;

  const list = (ids: ArticleId[]) => (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
      {ids.map((id) => (
        <ArticleLink key={id} id={id} articles={articles} onOpen={open} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('helpCenter.searchLabel')}
        placeholder={t('helpCenter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('helpCenter.results', { count: results.length })}
      </Text>
      {results.length === 0 ? (
        <EmptyState
          titleOrder={3}
          title={t('helpCenter.noResultsTitle')}
          description={t('helpCenter.noResultsText')}
        />
      ) : searching ? (
        <nav aria-label={t('helpCenter.articleList')}>{list(results)}</nav>
      ) : (
        <Stack component="nav" gap="md" aria-label={t('helpCenter.articleList')}>
          {HELP_AREAS.map((area) => {
            const ids = results.filter((id) => ARTICLES[id].area === area);
            if (ids.length === 0) return null;
            return (
              <div key={area}>
                <Title
                  order={3}
                  fz="sm"
                  tt="uppercase"
                  c="dimmed"
                  mb={4}
                  px="sm"
                  style={{ letterSpacing: 0.4 }}
                >
                  {t(`helpCenter.areas.${area}`)}
                </Title>
                {list(ids)}
              </div>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** The searchable help centre of /suporte: articles by area, search, and one article at a time. */
export function HelpCenter() {
  const { t, i18n } = useTranslation();
  const articles = useHelpArticles(i18n.language as Locale);
  return (
    <Paper
      component="section"
      aria-labelledby="help-center-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="white"
    >
      <Title order={2} fz="lg" id="help-center-title" mb="md">
        {t('helpCenter.helpTitle')}
      </Title>
      <DataLoader query={articles}>{(data) => <ArticleBrowser articles={data} />}</DataLoader>
    </Paper>
  );
}
