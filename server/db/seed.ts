// Demo data of design.md §6, loaded once (a `seed_state` row marks it). Its dates are relative to the day it
// was loaded (in each account's office zone); every start moves them forward to today (demo-dates.ts).
// Fixed UUIDs for offices and add-ons so docs, tests and bookmarks can name them.
import type { Db } from './db';
import { markDemo } from './demo-dates';
import { demoDogPhotos } from './demo-photos';
import { officeToday } from '../services/catalog';
import { createUser } from '../services/auth';
import { insert } from '../services/records';
import { calculatePrice, cents, DEMO_BASE_PRICES, type OfficePricing, type PriceInput } from '../services/pricing';
import {
  COMMERCIAL_QUOTE_UNANSWERED,
  NOTIFICATION_TYPES,
  STAFF_DETAILS,
  TECHNICIAN,
  addDays,
  petDoc,
  serviceOrderDoc,
  userDetails,
  type Address,
} from '../services/documents';

export const DEMO = {
  raleigh: '11111111-1111-4111-8111-111111111111',
  austin: '22222222-2222-4222-8222-222222222222',
  atlanta: '33333333-3333-4333-8333-333333333333',
  password: 'Password1',
  customer: 'customer@example.com',
  community: 'community@example.com',
  lead: 'lead@example.com',
  communityLead: 'communitylead@example.com',
  servedZips: [
    '27601',
    '27603',
    '27604',
    '27605',
    '27606',
    '27607',
    '27608',
    '27609',
    '27610',
    '78701',
    '78702',
    '78703',
    '78704',
    '78705',
  ],
  closedZip: '30301',
  coupons: ['WELCOME10', 'SAVE5', 'FREEVISIT', 'OLD2020'],
  cards: { ok: '4111111111111111', declined: '4000000000000002' },
  /** IANA zones of the offices: "today" of their accounts' date rules. */
  timeZones: { raleigh: 'America/New_York', austin: 'America/Chicago', atlanta: 'America/New_York' },
} as const;

export const addOnUuid = (officeIndex: number, n: number) => `a${officeIndex}00000${n}-0000-4000-8000-00000000000${n}`;
const ADD_ONS: [string, number][] = [
  ['Take waste away', 200],
  ['Deodorizer', 1000],
  ['Sanitizer', 0],
  ['Patio wash', 1500],
];

/** The demo story's visits: who came, what was said. Ratings and comments of both accounts' history. */
const TECH_NAME = `${TECHNICIAN.first_name} ${TECHNICIAN.last_name}`;

interface VisitSeed {
  order: string;
  date: string;
  /** HH:MM:SS in UTC (morning in the office's zone). */
  time: string;
  status: string;
  technician?: boolean;
  rating?: number;
  comment?: string;
  technicianComment?: string;
}
function visitDoc(v: VisitSeed) {
  return {
    service_order_uuid: v.order,
    scheduled_time: `${v.date}T${v.time}.000Z`,
    status: v.status,
    tech: v.technician ? TECH_NAME : null,
    rating: v.rating ?? null,
    comment: v.comment ?? null,
    technician_comment: v.technicianComment ?? null,
    technician_image: null,
    technician: v.technician ? TECHNICIAN : null,
  };
}

/**
 * Loads the demo data once (a `seed_state` row marks it). Every demo date is relative to `now`'s date in the
 * account's office zone, recorded in `demo_dates` so a later start moves them forward (demo-dates.ts).
 */
export async function seed(db: Db, now = new Date()): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_state WHERE name = $1', ['demo']);
  if (done.length > 0) return false;
  // Hash once: scrypt is deliberately slow.
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO seed_state (name) VALUES ('demo')");
    const ownerUuid = await createUser(tx, {
      email: 'owner@example.com',
      first_name: 'Olivia',
      last_name: 'Owner',
      roles: [],
    });
    const offices: [string, string, string, string, string[], boolean, string][] = [
      [
        DEMO.raleigh,
        'Yardwise of Raleigh',
        'Raleigh',
        'NC',
        ['27601', '27603', '27604', '27605', '27606', '27607', '27608', '27609', '27610'],
        false,
        DEMO.timeZones.raleigh,
      ],
      [
        DEMO.austin,
        'Yardwise of Austin',
        'Austin',
        'TX',
        ['78701', '78702', '78703', '78704', '78705'],
        false,
        DEMO.timeZones.austin,
      ],
      [DEMO.atlanta, 'Yardwise of Atlanta (closed)', 'Atlanta', 'GA', ['30301'], true, DEMO.timeZones.atlanta],
    ];
    for (const [i, [uuid, name, city, state, zips, closed, timeZone]] of offices.entries()) {
      await tx.query(
        `INSERT INTO field_offices (uuid, name, city, state, zip_codes, close, additional_cleaning_area_price_cents, annual_prepay_discount, sales_tax_bp, stax_public_apikey, base_prices, owner_user_uuid, time_zone)
         VALUES ($1,$2,$3,$4,$5,$6,300,10,725,'sandbox',$7,$8,$9)`,
        [uuid, name, city, state, zips, closed, JSON.stringify(DEMO_BASE_PRICES), ownerUuid, timeZone],
      );
      for (const [n, [addOn, costCents]] of ADD_ONS.entries())
        await tx.query(
          'INSERT INTO add_ons (uuid, field_office_uuid, name, cost_per_visit_cents, priority, is_active) VALUES ($1,$2,$3,$4,$5,true)',
          [addOnUuid(i + 1, n + 1), uuid, addOn, costCents, n + 1],
        );
    }
    await tx.query(`INSERT INTO coupons (code, kind, value, expires_on) VALUES
      ('WELCOME10','percent_first_visit',10,NULL), ('SAVE5','amount_per_visit',500,NULL),
      ('FREEVISIT','free_first_visit',0,NULL), ('OLD2020','percent_first_visit',20,'2020-12-31')`);

    const passwordUsers = { password: DEMO.password };
    // "Today" of each demo account is its office's date, not UTC's.
    const today = officeToday(now, DEMO.timeZones.raleigh);
    const d = (days: number) => addDays(today, days);
    const pricing: OfficePricing = {
      basePrices: DEMO_BASE_PRICES,
      additionalAreaCents: 300,
      annualPrepayDiscount: 10,
      salesTaxBp: 725,
      addOns: ADD_ONS.map(([name, costCents], n) => ({ uuid: addOnUuid(1, n + 1), name, costCents, isActive: true })),
    };
    const at = (date: string) => new Date(Date.parse(`${date}T12:00:00.000Z`));

    // Residential customer
    const home: Address = {
      address: '100 Main St',
      street_number: '100',
      route: 'Main St',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      geo_location: { latitude: 35.7796, longitude: -78.6382 },
    };
    const oakLane: Address = {
      address: '45 Oak Ln',
      street_number: '45',
      route: 'Oak Ln',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27603',
      geo_location: { latitude: 35.7601, longitude: -78.6567 },
    };
    const custData = {
      zip_codes: ['27601', '27603'],
      field_office_uuid: DEMO.raleigh,
      stax_customer: 'sandbox_cus_customer',
      invoice_overdue: true,
      authorized_users: ['Jamie Customer'],
      emailaddress_set: [{ email: DEMO.customer, primary: true }],
      phone_numbers: [
        {
          uuid: 'b0000000-0000-4000-8000-000000000001',
          phone: '9195550100',
          type: 'mobile',
          primary: true,
          can_send_sms: true,
        },
      ],
      is_email_invoice: true,
      is_print_and_mail_invoices: false,
      invoice_address: null,
    };
    const custUuid = await createUser(tx, {
      email: DEMO.customer,
      ...passwordUsers,
      first_name: 'Casey',
      last_name: 'Customer',
      roles: ['customer'],
      data: custData,
    });
    const cust = {
      uuid: custUuid,
      email: DEMO.customer,
      first_name: 'Casey',
      last_name: 'Customer',
      roles: ['customer'],
      data: custData,
    };
    const quote: PriceInput = {
      frequency: 'weekly',
      property_type: 'single_family_small',
      pet_count: 2,
      areas_to_clean: ['Back Yard', 'Front Yard'],
      add_ons: [{ uuid: addOnUuid(1, 1), is_recurring: true }],
    };
    const priced = calculatePrice(pricing, quote, null, today);
    if (!priced.ok) throw new Error('seed price');
    const card = await insert(
      tx,
      'billing',
      custUuid,
      {
        card_holder_name: 'Casey Customer',
        address: home,
        stax_payment_object: {
          id: 'sandbox_pm_seed_customer',
          card_type: 'visa',
          card_last_four: '1111',
          card_exp: '122030',
          customer_id: 'sandbox_cus_customer',
        },
        stax_customer: 'sandbox_cus_customer',
        card_exp_month: '12',
        card_exp_year: '2030',
        charge_invoice_card: true,
        service_order: null,
      },
      at(d(-84)),
    );
    const cardRef = { uuid: card.uuid, stax_payment_object: JSON.stringify(card.stax_payment_object) };
    // The first service (weekly, since 12 weeks ago) and a second address (every other week).
    const order = await insert(
      tx,
      'service_order',
      custUuid,
      {
        ...serviceOrderDoc(
          {
            field_office_uuid: DEMO.raleigh,
            property_type: 'single_family_small',
            frequency: 'weekly',
            pet_count: 2,
            area_to_clean: ['Back Yard', 'Front Yard'],
            service_add_ons: [{ add_on_uuid: addOnUuid(1, 1), add_on_name: 'Take waste away', is_recurring: true }],
            service_address: home,
            billing_address: home,
            preferred_start_date: d(-84),
            cleaning_notes: 'Gate code 1234',
            disposal_location: null,
          },
          priced.price,
          cust,
          cardRef,
        ),
        next_service_date: d(7),
      },
      at(d(-84)),
    );
    await tx.query("UPDATE records SET data = jsonb_set(data, '{service_order}', $2::jsonb) WHERE uuid = $1", [
      card.uuid,
      JSON.stringify({ uuid: order.uuid, billing_address: home, service_address: home }),
    ]);
    const priced2 = calculatePrice(
      pricing,
      { frequency: 'bi_monthly', property_type: 'townhouse', pet_count: 1, areas_to_clean: ['Back Yard'] },
      null,
      today,
    );
    if (!priced2.ok) throw new Error('seed price');
    const order2 = await insert(
      tx,
      'service_order',
      custUuid,
      {
        ...serviceOrderDoc(
          {
            field_office_uuid: DEMO.raleigh,
            property_type: 'townhouse',
            frequency: 'bi_monthly',
            pet_count: 1,
            area_to_clean: ['Back Yard'],
            service_address: oakLane,
            billing_address: home,
            preferred_start_date: d(-53),
            cleaning_notes: 'Side gate; the latch sticks.',
            disposal_location: 'Bin by the garage',
          },
          priced2.price,
          cust,
          cardRef,
        ),
        next_service_date: d(3),
      },
      at(d(-60)),
    );
    // Both dogs have a photo: a small PNG drawn in demo-photos.ts.
    const photos = demoDogPhotos();
    // All five dog flags (spec 3 §3 Dog): the yard's (doggy door, left outside) the same for both.
    const yard = { has_doggy_door: true, is_dogs_outside: false };
    for (const p of [
      {
        name: 'Biscuit',
        breed: 'Beagle',
        birthday: '2019-04-02',
        is_friendly: true,
        can_treat: true,
        can_clean_if_in_yard: true,
        ...yard,
      },
      {
        name: 'Luna',
        breed: 'Husky',
        birthday: '2021-09-15',
        is_friendly: false,
        can_treat: false,
        can_clean_if_in_yard: false,
        ...yard,
      },
    ])
      await insert(tx, 'pet', custUuid, petDoc({ ...p, photo: photos[p.name] }, order));
    // Weekly at 100 Main St: 12 weeks of history (2 pages of 10), today's visit in progress, 5 weeks ahead
    // (the one 3 weeks out falls in the 'Vacation' pause and answers as paused).
    const reviews: Record<number, [number, string]> = {
      [-1]: [4.5, 'Great job!'],
      [-2]: [5, 'Spotless yard, thank you!'],
      [-5]: [3, 'Missed a spot by the shed.'],
      [-9]: [4, 'Good, but the gate was left unlatched.'],
    };
    const notes = ['Yard cleaned, gate closed.', 'All clear; waste taken away.', 'Front and back yard done.'];
    for (let w = -12; w <= 5; w++) {
      const status =
        w < 0
          ? w === -3
            ? 'cancelled'
            : 'complete'
          : w === 0
            ? 'in_progress'
            : w === 1
              ? 'technician_assigned'
              : 'scheduled';
      const done = status === 'complete';
      await insert(
        tx,
        'visit',
        custUuid,
        visitDoc({
          order: order.uuid,
          date: d(w * 7),
          time: '14:00:00',
          status,
          technician: w <= 1 && status !== 'cancelled',
          rating: reviews[w]?.[0],
          comment: reviews[w]?.[1],
          technicianComment: done ? notes[(w + 12) % notes.length] : undefined,
        }),
        at(d(w * 7 - 14)),
      );
    }
    // Every other week at 45 Oak Ln: four done (one rated), then every two weeks; suspended from 5 weeks out.
    for (const offset of [-53, -39, -25, -11, 3, 17, 31, 45, 59])
      await insert(
        tx,
        'visit',
        custUuid,
        visitDoc({
          order: order2.uuid,
          date: d(offset),
          time: '15:30:00',
          status: offset < 0 ? 'complete' : 'scheduled',
          technician: offset < 0,
          rating: offset === -25 ? 5 : undefined,
          comment: offset === -25 ? 'Always on time.' : undefined,
          technicianComment: offset < 0 ? 'Back yard cleaned, latch closed.' : undefined,
        }),
        at(d(offset - 14)),
      );
    await insert(
      tx,
      'pause',
      custUuid,
      {
        service_order_uuid: order.uuid,
        pause_from: d(21),
        pause_to: d(27),
        suspend_until_manual: false,
        reason: 'Vacation',
        understand_pause_func: true,
      },
      at(d(-5)),
    );
    await insert(
      tx,
      'pause',
      custUuid,
      {
        service_order_uuid: order2.uuid,
        pause_from: d(35),
        pause_to: null,
        suspend_until_manual: true,
        reason: 'Renovating the yard',
        understand_pause_func: true,
      },
      at(d(-4)),
    );
    const line = (n: number, priceCents: number, date: string) => ({
      uuid: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      service_code: 'WEEKLY',
      date,
      description: 'Weekly yard cleanup',
      quantity: 4,
      price: cents(priceCents),
      tax: cents(Math.round(priceCents * 0.0725)),
      tax_percent: '7.25',
      creditmemo_uuid: null,
    });
    const invoice = (n: number, date: string, due: string, paid: string | null, status: string, totalCents: number) => {
      const tax = Math.round(totalCents * 0.0725);
      return {
        invoice_id: `INV-${1000 + n}`,
        invoice_date: date,
        due_date: due,
        date_paid: paid,
        payment_method_type: paid ? 'card' : null,
        balance_due: cents(paid ? 0 : totalCents + tax),
        total: cents(totalCents),
        total_with_tax: cents(totalCents + tax),
        sales_tax: cents(tax),
        amount_received: cents(paid ? totalCents + tax : 0),
        notes: null,
        billing_address: home,
        user: { first_name: 'Casey', last_name: 'Customer' },
        status,
        line_items: [line(n, totalCents, date)],
      };
    };
    await insert(tx, 'invoice', custUuid, invoice(1, d(-75), d(-60), d(-58), 'paid', 8400), at(d(-75)));
    // 24 days past due today: overdue_days 24 and the banner.
    await insert(tx, 'invoice', custUuid, invoice(2, d(-45), d(-24), null, 'overdue', 8400), at(d(-45)));
    await insert(tx, 'invoice', custUuid, invoice(3, d(-14), d(14), null, 'open-emailed', 8400), at(d(-14)));
    // A year of older, paid monthly invoices (INV-1006 … INV-1018): with the three above and CM-2001 the
    // Invoices tab has 17 rows, two pages of 15.
    for (let k = 0; k < 13; k++) {
      const date = d(-105 - 30 * k);
      await insert(
        tx,
        'invoice',
        custUuid,
        invoice(6 + k, date, d(-90 - 30 * k), d(-92 - 30 * k), 'paid', 8400),
        at(date),
      );
    }
    await insert(
      tx,
      'credit_memo',
      custUuid,
      {
        creditmemo_id: 'CM-2001',
        date_creditmemo: d(-30),
        total: '21.00',
        sales_tax: '0.00',
        remaining_balance: '21.00',
        status: 'open',
        notes: 'Missed visit credit',
        billing_address: home,
        user: { first_name: 'Casey', last_name: 'Customer' },
        line_items: [
          {
            uuid: 'c1000000-0000-4000-8000-000000000001',
            service_code: 'CREDIT',
            date: d(-30),
            description: 'Missed visit',
            quantity: 1,
            amount: '21.00',
            tax: '0.00',
            tax_percent: '0.00',
            creditmemo_uuid: null,
          },
        ],
      },
      at(d(-30)),
    );
    for (const [i, amount] of [
      [1, 9009],
      [2, 2100],
      [3, 9009],
    ] as const)
      await insert(
        tx,
        'payment',
        custUuid,
        {
          created_at: `${d(-90 + i * 20)}T12:00:00.000Z`,
          amount_received: cents(amount),
          cc_auto_payment: cents(i === 2 ? 0 : amount),
          cash_payment: '0.00',
          cheque_payment: '0.00',
          creditmemo_payment: cents(i === 2 ? amount : 0),
        },
        at(d(-90 + i * 20)),
      );
    const t1 = await insert(
      tx,
      'message',
      custUuid,
      {
        title: 'Gate was left open',
        message: 'The back gate was open after the visit.',
        reason: 'service_issue',
        status: 'open',
        read_by_customer: false,
        read_by_staff_user: true,
        created_at: `${d(-3)}T15:00:00.000Z`,
        replies: [],
        assigned_user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        user_details: userDetails(cust),
        visit_date: d(-7),
        priority: 2,
        follow_up_date: null,
        assigned_user: ownerUuid,
        satisfaction: null,
      },
      at(d(-3)),
    );
    await insert(
      tx,
      'reply',
      custUuid,
      {
        message: 'Sorry about that! We have reminded the technician.',
        parent_uuid: t1.uuid,
        is_internal: false,
        user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        created_at: `${d(-2)}T10:00:00.000Z`,
      },
      at(d(-2)),
    );
    await insert(
      tx,
      'reply',
      custUuid,
      {
        message: 'Internal: check route 12.',
        parent_uuid: t1.uuid,
        is_internal: true,
        user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        created_at: `${d(-2)}T10:05:00.000Z`,
      },
      at(d(-2)),
    );
    await insert(
      tx,
      'message',
      custUuid,
      {
        title: 'Extra cleanup before a party',
        message: 'Could the technician come a day early next week? We have guests on Saturday.',
        reason: 'request_one_time_service',
        status: 'open',
        read_by_customer: true,
        read_by_staff_user: false,
        created_at: `${d(-10)}T14:30:00.000Z`,
        replies: [],
        assigned_user_details: null,
        user_details: userDetails(cust),
        visit_date: null,
        priority: null,
        follow_up_date: null,
        assigned_user: null,
        satisfaction: null,
      },
      at(d(-10)),
    );
    await insert(
      tx,
      'message',
      custUuid,
      {
        title: 'Billing question',
        message: 'Why was I charged twice?',
        reason: 'billing',
        status: 'closed',
        read_by_customer: true,
        read_by_staff_user: true,
        created_at: `${d(-40)}T15:00:00.000Z`,
        replies: [],
        assigned_user_details: null,
        user_details: userDetails(cust),
        visit_date: null,
        priority: 1,
        follow_up_date: null,
        assigned_user: null,
        satisfaction: 'happy',
      },
      at(d(-40)),
    );
    for (const [type, label] of NOTIFICATION_TYPES)
      await insert(tx, 'notification_pref', custUuid, {
        type,
        type_display: label,
        email: true,
        text: type !== 'billing_notifications',
      });

    // Community (commercial) customer, in Austin: its own "today" (America/Chicago).
    const cToday = officeToday(now, DEMO.timeZones.austin);
    const dc = (days: number) => addDays(cToday, days);
    const office: Address = {
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      geo_location: { latitude: 30.2672, longitude: -97.7431 },
    };
    const commData = {
      zip_codes: ['78701'],
      field_office_uuid: DEMO.austin,
      stax_customer: 'sandbox_cus_community',
      invoice_overdue: false,
      authorized_users: ['Guest Board Member'],
      emailaddress_set: [{ email: DEMO.community, primary: true }],
      phone_numbers: [
        {
          uuid: 'b0000000-0000-4000-8000-000000000002',
          phone: '5125550100',
          type: 'office',
          primary: true,
          can_send_sms: false,
        },
      ],
      is_email_invoice: true,
      is_print_and_mail_invoices: true,
      invoice_address: office,
      management_company: 'Oak Management',
      community_name: 'Oak Hollow',
      community_role: 'community_manager',
    };
    const commUuid = await createUser(tx, {
      email: DEMO.community,
      ...passwordUsers,
      first_name: 'Morgan',
      last_name: 'Manager',
      roles: ['commercial_customer'],
      data: commData,
    });
    const comm = {
      uuid: commUuid,
      email: DEMO.community,
      first_name: 'Morgan',
      last_name: 'Manager',
      roles: ['commercial_customer'],
      data: commData,
    };
    const commPrice = calculatePrice(
      pricing,
      { frequency: 'weekly', property_type: 'townhouse', pet_count: 1 },
      null,
      cToday,
    );
    if (!commPrice.ok) throw new Error('seed price');
    const commCard = await insert(
      tx,
      'billing',
      commUuid,
      {
        card_holder_name: 'Morgan Manager',
        address: office,
        stax_payment_object: {
          id: 'sandbox_pm_seed_community',
          card_type: 'mastercard',
          card_last_four: '4444',
          card_exp: '082029',
          customer_id: 'sandbox_cus_community',
        },
        stax_customer: 'sandbox_cus_community',
        card_exp_month: '08',
        card_exp_year: '2029',
        charge_invoice_card: true,
        service_order: null,
      },
      at(dc(-77)),
    );
    const commOrder = serviceOrderDoc(
      {
        field_office_uuid: DEMO.austin,
        service_type: 'commercial',
        property_type: 'commercial',
        frequency: 'weekly',
        pet_count: 0,
        service_address: office,
        billing_address: office,
        preferred_start_date: dc(-77),
      },
      { ...commPrice.price, property_type: 'commercial' as never },
      comm,
      { uuid: commCard.uuid, stax_payment_object: JSON.stringify(commCard.stax_payment_object) },
    );
    commOrder.pet_count = 0;
    commOrder.next_service_date = dc(0);
    commOrder.commercial_detail = {
      multiple_locations: 'MULTIPOINT ((-97.7431 30.2672), (-97.7450 30.2690))',
      home_count: '101-350',
      total: '420.00',
      line_items: [
        { item: 'pet_waste_station_service', item_type: 'service', frequency: 'weekly', total: '300.00' },
        { item: 'pet_waste_station_bags', item_type: 'product', frequency: null, total: '120.00' },
      ],
      is_pet_waste_stations_installed: true,
      existing_pet_waste_stations_count: 6,
      pet_waste_station_map: null,
      bag_type: 'header_bags',
      new_pet_waste_stations_interested: '1-5',
      additional_comments: null,
    };
    const co = await insert(tx, 'service_order', commUuid, commOrder, at(dc(-77)));
    await tx.query("UPDATE records SET data = jsonb_set(data, '{service_order}', $2::jsonb) WHERE uuid = $1", [
      commCard.uuid,
      JSON.stringify({ uuid: co.uuid, billing_address: office, service_address: office }),
    ]);
    // Weekly at both stations: 11 weeks of history (one cancelled, three rated), today's visit only
    // scheduled (no technician yet: 'We are just assigning your technician...'), 4 weeks ahead.
    const commReviews: Record<number, [number, string]> = {
      [-1]: [5, 'Stations spotless.'],
      [-4]: [4, 'Good; one bag dispenser was empty.'],
      [-7]: [4.5, 'Quick and tidy.'],
    };
    for (let w = -11; w <= 4; w++) {
      const status = w < 0 ? (w === -6 ? 'cancelled' : 'complete') : 'scheduled';
      await insert(
        tx,
        'visit',
        commUuid,
        visitDoc({
          order: co.uuid,
          date: dc(w * 7),
          time: '15:00:00',
          status,
          technician: status === 'complete',
          rating: commReviews[w]?.[0],
          comment: commReviews[w]?.[1],
          technicianComment: status === 'complete' ? 'Both stations emptied, bags restocked.' : undefined,
        }),
        at(dc(w * 7 - 14)),
      );
    }
    await insert(
      tx,
      'community',
      commUuid,
      {
        community_name: 'Oak Hollow',
        properties_in_community: ['townhomes', 'detached'],
        home_count: '101-350',
        community_boundary_map: null,
        address: office,
        guest_notification_service: { email: true, text: false },
      },
      at(dc(-80)),
    );
    for (const [i, looking] of [
      [1, true],
      [2, false],
    ] as const)
      await insert(
        tx,
        'proposal',
        commUuid,
        {
          created_at: `${dc(-20 * i)}T12:00:00.000Z`,
          is_looking_for_proposal: looking,
          community_name: 'Oak Hollow',
          proposal_due: looking ? `${dc(10)}T17:00:00.000Z` : null,
          interested_products: ['pet_waste_stations'],
          interested_services: ['pet_waste_station_service', 'common_area_cleaning'],
          status: 'open',
        },
        at(dc(-20 * i)),
      );
    for (const [type, label] of NOTIFICATION_TYPES)
      await insert(tx, 'notification_pref', commUuid, { type, type_display: label, email: true, text: false });
    const commInvoice = (n: number, date: string, due: string, paid: string | null, status: string) => ({
      ...invoice(n, date, due, paid, status, 42000),
      billing_address: office,
      user: { first_name: 'Morgan', last_name: 'Manager' },
    });
    await insert(tx, 'invoice', commUuid, commInvoice(5, dc(-40), dc(-25), dc(-28), 'paid'), at(dc(-40)));
    await insert(tx, 'invoice', commUuid, commInvoice(4, dc(-10), dc(20), null, 'open-emailed'), at(dc(-10)));
    await insert(
      tx,
      'credit_memo',
      commUuid,
      {
        creditmemo_id: 'CM-2002',
        date_creditmemo: dc(-18),
        total: '30.00',
        sales_tax: '0.00',
        remaining_balance: '30.00',
        status: 'open',
        notes: 'Bags not restocked on one visit',
        billing_address: office,
        user: { first_name: 'Morgan', last_name: 'Manager' },
        line_items: [
          {
            uuid: 'c1000000-0000-4000-8000-000000000002',
            service_code: 'CREDIT',
            date: dc(-18),
            description: 'Bag restock credit',
            quantity: 1,
            amount: '30.00',
            tax: '0.00',
            tax_percent: '0.00',
            creditmemo_uuid: null,
          },
        ],
      },
      at(dc(-18)),
    );
    for (const days of [-58, -28])
      await insert(
        tx,
        'payment',
        commUuid,
        {
          created_at: `${dc(days)}T17:00:00.000Z`,
          amount_received: '450.45',
          cc_auto_payment: '450.45',
          cash_payment: '0.00',
          cheque_payment: '0.00',
          creditmemo_payment: '0.00',
        },
        at(dc(days)),
      );
    const ct1 = await insert(
      tx,
      'message',
      commUuid,
      {
        title: 'Station bags running low',
        message: 'The station by the pool is almost out of bags.',
        reason: 'service_issue',
        status: 'open',
        read_by_customer: false,
        read_by_staff_user: true,
        created_at: `${dc(-2)}T16:00:00.000Z`,
        replies: [],
        assigned_user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        user_details: userDetails(comm),
        visit_date: dc(-7),
        priority: 2,
        follow_up_date: null,
        assigned_user: ownerUuid,
        satisfaction: null,
      },
      at(dc(-2)),
    );
    await insert(
      tx,
      'reply',
      commUuid,
      {
        message: 'Thanks for telling us! We will bring extra bags on the next visit.',
        parent_uuid: ct1.uuid,
        is_internal: false,
        user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        created_at: `${dc(-1)}T14:00:00.000Z`,
      },
      at(dc(-1)),
    );
    // Staff's note to themselves: stored on the ticket, never answered to the customer.
    await insert(
      tx,
      'reply',
      commUuid,
      {
        message: 'Internal: add 2 boxes of header bags to the Austin van.',
        parent_uuid: ct1.uuid,
        is_internal: true,
        user_details: { ...STAFF_DETAILS, uuid: ownerUuid },
        created_at: `${dc(-1)}T14:05:00.000Z`,
      },
      at(dc(-1)),
    );
    await insert(
      tx,
      'message',
      commUuid,
      {
        title: 'Invoice address',
        message: 'Please send the paper invoices to our Congress Ave office.',
        reason: 'billing',
        status: 'closed',
        read_by_customer: true,
        read_by_staff_user: true,
        created_at: `${dc(-35)}T16:00:00.000Z`,
        replies: [],
        assigned_user_details: null,
        user_details: userDetails(comm),
        visit_date: null,
        priority: 1,
        follow_up_date: null,
        assigned_user: null,
        satisfaction: 'happy',
      },
      at(dc(-35)),
    );
    // Everything above of the two demo accounts is demo data: its dates move forward at each start.
    await markDemo(tx, [
      { userUuid: custUuid, asOf: today },
      { userUuid: commUuid, asOf: cToday },
    ]);

    // Leads
    const leadUuid = await createUser(tx, {
      email: DEMO.lead,
      roles: ['lead'],
      data: { zip_codes: ['27601'], field_office_uuid: DEMO.raleigh },
    });
    await insert(tx, 'lead', leadUuid, {
      uuid: leadUuid,
      email: DEMO.lead,
      first_name: null,
      last_name: null,
      zip_code: '27601',
      field_office_uuid: DEMO.raleigh,
      hear_about_us: ['Yard Sign'],
      lead_stage: 'new',
      outreach: 'website',
      role: ['lead'],
      emailaddress_set: [{ email: DEMO.lead, primary: true }],
      phone_numbers: [],
      address: [],
      channel_attribution_id: null,
    });
    const clUuid = await createUser(tx, {
      email: DEMO.communityLead,
      roles: ['commercial_lead'],
      data: { zip_codes: ['78701'], field_office_uuid: DEMO.austin },
    });
    const cq = await insert(tx, 'commercial_quote', clUuid, {
      email_address: DEMO.communityLead,
      zip_code: '78701',
      field_office_uuid: DEMO.austin,
      outreach: 'website',
      hear_about_us: ['Search Engine'],
      ...COMMERCIAL_QUOTE_UNANSWERED,
      user_uuid: clUuid,
    });
    const cp = await insert(tx, 'commercial_proposal', clUuid, {
      commercial_quote_uuid: cq.uuid,
      proposal_status: 'enquiry',
      proposal_date: null,
      inner_proposals: [] as { uuid: string }[],
    });
    const ip = await insert(tx, 'inner_proposal', clUuid, { proposal_uuid: cp.uuid, line_items: [] });
    cp.inner_proposals.push({ uuid: ip.uuid });
    await tx.query('UPDATE records SET data = $2 WHERE uuid = $1', [cp.uuid, JSON.stringify(cp)]);
  });
  return true;
}
