import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation.ts';
import { weekRangeText } from '../utils/calendar-text.ts';
import { itemAmountText } from '../utils/item-text.ts';
import { itemName, listTitle } from '../../../lib/in-language.ts';

/**
 * What printing the list gives: the title and week, each store section with an empty box to tick per item
 * (checked ones already ticked), the staples last. It is put beside the app in <body> only while the browser
 * prints (from the menu or Ctrl+P: `beforeprint` to `afterprint`), so the page never holds its text twice; the
 * print style sheet (index.css) then shows only it, in black on white.
 */
export function PrintableList({ list }: { list: GroceryList }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Synchronously: the browser lays the page out for print right after `beforeprint` returns.
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing ? <PrintedList list={list} /> : null;
}

function PrintedList({ list }: { list: GroceryList }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const week = weekRangeText(t, list.weekStart, list.weekEnd, language);
  const section = (key: string, title: string, items: readonly GroceryItem[]) =>
    items.length === 0 ? null : (
      <section key={key} style={{ breakInside: 'avoid-page', marginTop: '14pt' }} data-testid={`print-${key}`}>
        <h2 style={{ fontSize: '12pt', fontWeight: 700, borderBottom: '1px solid #000', paddingBottom: '2pt' }}>{title}</h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const amount = itemAmountText(t, item, language);
            return (
              <li
                key={item.id}
                data-testid="print-item"
                style={{ display: 'flex', gap: '8pt', alignItems: 'baseline', padding: '3pt 0', breakInside: 'avoid' }}
              >
                <span
                  aria-hidden="true"
                  data-testid="print-box"
                  style={{ flex: 'none', width: '10pt', height: '10pt', border: '1px solid #000', textAlign: 'center', lineHeight: '9pt', fontSize: '9pt' }}
                >
                  {item.checked ? '✓' : ''}
                </span>
                <span style={{ textDecoration: item.checked ? 'line-through' : undefined }}>
                  {itemName(item, language)}
                  {amount ? <span style={{ color: '#333' }}> — {amount}</span> : null}
                  {item.note ? <span style={{ fontStyle: 'italic', color: '#333' }}> ({item.note})</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );

  return createPortal(
    <div data-printable-list="" style={{ color: '#000', background: '#fff', fontSize: '11pt', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '18pt', fontWeight: 700 }}>{listTitle(list, language)}</h1>
      {week ? <p style={{ marginTop: '2pt' }}>{t('grocery.card.weekOf', { range: week })}</p> : null}
      {list.groups.map((group) => section(group.category, t(`grocery.categories.${group.category}`), group.items))}
      {section('probably-at-home', t('grocery.list.probablyAtHome'), list.probablyAtHome)}
    </div>,
    document.body,
  );
}
