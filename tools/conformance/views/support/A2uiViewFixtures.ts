// A2uiViewFixtures: the surfaces the A2uiSurfaceView suites draw besides the conformance examples, as named
// generators of the agent's messages (basic catalog, v0.9): a booking form with every input component, Tabs,
// a Modal, a surface of texts bound to separate paths, a surface from an app catalog with a component
// the view cannot draw, and one from an app catalog whose component the app draws (Rating, whose view is
// agent_core/src/test/a2ui/view/A2uiRatingView.ets).
import { A2uiCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiCatalog';
import { A2uiCatalogRegistry } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiCatalogRegistry';
import { A2uiComponentDef } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiComponentDef';
import { A2uiField, A2uiType } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiType';
import { createBasicCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/BasicCatalog';
import { basicSurface, RawMessage } from './A2uiSurfaceHarness';

const bound = (path: string): RawMessage => ({ path });
const required = (path: string, message: string): RawMessage =>
  ({ condition: { call: 'required', args: { value: bound(path) } }, message });

/** Every input component bound to its own path (three with checks), and a Book button that needs a name. */
export function bookingForm(): RawMessage[] {
  return basicSurface('booking', [
    { id: 'root', component: 'Column', children: ['heading', 'name', 'guests', 'vip', 'terms', 'seat', 'extras', 'day', 'departure', 'time', 'book'] },
    { id: 'heading', component: 'Text', variant: 'h2',
      text: { call: 'formatString', args: { value: 'Booking for ${/name}' }, returnType: 'string' } },
    { id: 'name', component: 'TextField', label: 'Name', value: bound('/name'), checks: [required('/name', 'Name is required')] },
    { id: 'guests', component: 'Slider', label: 'Guests', min: 1, max: 8, value: bound('/guests'),
      checks: [{ condition: { call: 'numeric', args: { value: bound('/guests'), max: 6 } }, message: 'At most 6 guests' }] },
    { id: 'vip', component: 'CheckBox', label: 'VIP lounge', value: bound('/vip') },
    { id: 'terms', component: 'CheckBox', label: 'I accept the terms', value: bound('/terms'),
      checks: [{ condition: bound('/terms'), message: 'Accept the terms to book' }] },
    { id: 'seat', component: 'ChoicePicker', label: 'Seat', value: bound('/seat'),
      options: [{ label: 'Window', value: 'window' }, { label: 'Aisle', value: 'aisle' }] },
    { id: 'extras', component: 'ChoicePicker', label: 'Extras', variant: 'multipleSelection', value: bound('/extras'),
      options: [{ label: 'Meal', value: 'meal' }, { label: 'Bag', value: 'bag' }, { label: 'Wifi', value: 'wifi' }] },
    { id: 'day', component: 'DateTimeInput', label: 'Day', enableDate: true, value: bound('/day') },
    { id: 'departure', component: 'DateTimeInput', label: 'Departure', enableDate: true, enableTime: true, value: bound('/departure') },
    { id: 'time', component: 'DateTimeInput', label: 'Time', enableTime: true, value: bound('/time') },
    { id: 'book-label', component: 'Text', text: 'Book' },
    { id: 'book', component: 'Button', variant: 'primary', child: 'book-label',
      checks: [required('/name', 'Enter a name to book')],
      action: { event: { name: 'book', context: {
        name: bound('/name'), guests: bound('/guests'), vip: bound('/vip'), seat: bound('/seat'), extras: bound('/extras'),
        day: bound('/day'), greeting: { call: 'formatString', args: { value: 'Hi ${/name}' }, returnType: 'string' },
        source: 'booking-form',
      } } } },
  ], { name: '', guests: 2, vip: false, terms: false, seat: ['window'], extras: [], day: '', departure: '', time: '' });
}

/** Two tabs; the second's title and text are bound. */
export function tabbedSurface(): RawMessage[] {
  return basicSurface('trip', [
    { id: 'root', component: 'Tabs', tabs: [{ title: 'Flights', child: 'flights' }, { title: bound('/hotelsTitle'), child: 'hotels' }] },
    { id: 'flights', component: 'Text', text: 'Three flights today' },
    { id: 'hotels', component: 'Text', text: bound('/hotelsNote') },
  ], { hotelsTitle: 'Hotels', hotelsNote: 'Two rooms left' });
}

/** A Modal whose trigger is a Button with its own action, and whose content is a text. */
export function modalSurface(): RawMessage[] {
  return basicSurface('terms', [
    { id: 'root', component: 'Column', children: ['intro', 'details'] },
    { id: 'intro', component: 'Text', text: 'Terms apply' },
    { id: 'details', component: 'Modal', trigger: 'details-button', content: 'details-text' },
    { id: 'details-button', component: 'Button', child: 'details-label', action: { event: { name: 'details_opened' } } },
    { id: 'details-label', component: 'Text', text: 'Show details' },
    { id: 'details-text', component: 'Text', text: bound('/refunds') },
  ], { refunds: 'Refunds within 30 days' });
}

/** Texts, a field and a checkbox each bound to a path of their own, and one literal text. */
export function separatelyBound(): RawMessage[] {
  return basicSurface('bound', [
    { id: 'root', component: 'Column', children: ['a-text', 'a-format', 'b-text', 'b-field', 'plain', 'c-check'] },
    { id: 'a-text', component: 'Text', text: bound('/a') },
    { id: 'a-format', component: 'Text', text: { call: 'formatString', args: { value: 'A is ${/a}' }, returnType: 'string' } },
    { id: 'b-text', component: 'Text', text: bound('/b') },
    { id: 'b-field', component: 'TextField', label: 'B', value: bound('/b') },
    { id: 'plain', component: 'Text', text: 'Static' },
    { id: 'c-check', component: 'CheckBox', label: 'C', value: bound('/c') },
  ], { a: 'one', b: 'bee', c: false });
}

export const CHART_CATALOG = 'https://example.com/a2ui/charts/catalog.json';

/** The standard catalogs and an app catalog: the basic one plus a Chart component the view cannot draw. */
export function chartCatalogs(): A2uiCatalogRegistry {
  const basic = createBasicCatalog();
  const chart = new A2uiComponentDef('Chart', 'A line chart.', [
    new A2uiField('title', A2uiType.dynamicString(), true, 'The chart title.'),
  ]);
  return A2uiCatalogRegistry.standard().register(new A2uiCatalog(CHART_CATALOG, 'Charts', [...basic.componentDefs(), chart],
    basic.functionDefs(), basic.theme));
}

export function chartSurface(): RawMessage[] {
  return [
    { version: 'v0.9', createSurface: { surfaceId: 'sales', catalogId: CHART_CATALOG } },
    { version: 'v0.9', updateComponents: { surfaceId: 'sales', components: [
      { id: 'root', component: 'Column', children: ['title', 'chart'] },
      { id: 'title', component: 'Text', text: 'Sales' },
      { id: 'chart', component: 'Chart', title: 'By month' },
    ] } },
  ];
}

export const RATING_CATALOG = 'https://example.com/a2ui/reviews/catalog.json';

/** The standard catalogs and an app catalog: the basic one plus Rating, which the app has a view of. */
export function ratingCatalogs(): A2uiCatalogRegistry {
  const basic = createBasicCatalog();
  const rating = new A2uiComponentDef('Rating', 'Stars to rate with.', [
    new A2uiField('value', A2uiType.dynamicNumber(), true, 'How many stars are filled; bind it.'),
    new A2uiField('max', A2uiType.number('5'), false, 'How many stars there are.'),
  ]);
  return A2uiCatalogRegistry.standard().register(new A2uiCatalog(RATING_CATALOG, 'Reviews', [...basic.componentDefs(), rating],
    basic.functionDefs(), basic.theme));
}

/** A review form: a heading, a Rating of four stars bound to /stars, and a Send button with the stars in its context. */
export function ratingSurface(): RawMessage[] {
  return [
    { version: 'v0.9', createSurface: { surfaceId: 'review', catalogId: RATING_CATALOG } },
    { version: 'v0.9', updateComponents: { surfaceId: 'review', components: [
      { id: 'root', component: 'Column', children: ['title', 'stars', 'send'] },
      { id: 'title', component: 'Text', text: 'How was your stay?' },
      { id: 'stars', component: 'Rating', value: bound('/stars'), max: 4 },
      { id: 'send-label', component: 'Text', text: 'Send' },
      { id: 'send', component: 'Button', child: 'send-label',
        action: { event: { name: 'review', context: { stars: bound('/stars') } } } },
    ] } },
    { version: 'v0.9', updateDataModel: { surfaceId: 'review', value: { stars: 2 } } },
  ];
}
