// The "other data" endpoints (docs/demo-api.md): profile, blog, pricing, FAQ, knowledge base, account
// settings and the analytics and statistics cards. The figures docs/demo-api.md quotes are used as given.
const img = (n) => `/images/illustrations/${((n - 1) % 8) + 1}.svg`;
const avatar = (n) => `/images/avatars/${((n - 1) % 8) + 1}.svg`;
const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function profile(faker) {
  const person = () => ({ avatar: avatar(faker.number.int({ min: 1, max: 8 })), username: faker.person.fullName() });
  return {
    header: { avatar: avatar(1), username: 'John Doe', designation: 'Product Lead', coverImg: img(1) },
    userAbout: {
      about: 'Product lead at Atrium. Likes clean dashboards, long walks and short meetings.',
      joined: '2021-11-15',
      lives: 'Lisbon, Portugal',
      email: 'admin@demo.com',
      website: 'atrium.example.com',
    },
    suggestedPages: ['Design Weekly', 'Frontend Notes', 'Data Stories', 'Remote Teams', 'Startup Daily'].map(
      (name, i) => ({
        avatar: img(i + 2),
        username: name,
        subtitle: faker.helpers.arrayElement(['Company', 'Community', 'Newsletter']),
        favorite: i % 2 === 0,
      }),
    ),
    twitterFeeds: Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      imgUrl: avatar(i + 3),
      title: faker.person.fullName(),
      tags: `@${faker.internet.username().toLowerCase()}`,
      desc: faker.helpers.arrayElement([
        'Shipped the new analytics dashboard today. Feedback welcome!',
        'Dark mode is not a feature, it is a lifestyle.',
        'Five small changes that made our sign-in page twice as fast.',
      ]),
      favorite: i === 0,
    })),
    post: Array.from({ length: 3 }, (_, i) => {
      const likedUsers = Array.from({ length: 6 }, person);
      return {
        avatar: avatar(i + 2),
        username: faker.person.fullName(),
        postTime: faker.date.recent({ days: 14 }).toISOString(),
        postText: faker.helpers.arrayElement([
          'We just wrapped up the quarterly planning session. Big things ahead for the team.',
          'Took the afternoon off to explore the old town. Highly recommended.',
          'New office plants have arrived, and morale has never been higher.',
        ]),
        postImg: img(i + 3),
        likes: faker.number.int({ min: 20, max: 800 }),
        youLiked: i === 1,
        comments: faker.number.int({ min: 2, max: 120 }),
        share: faker.number.int({ min: 0, max: 60 }),
        likedUsers,
        likedCount: likedUsers.length + faker.number.int({ min: 10, max: 140 }),
        detailedComments: Array.from({ length: 2 }, () => ({
          ...person(),
          comment: faker.helpers.arrayElement([
            'Looks amazing!',
            'Congratulations to the whole team.',
            'Where is this?',
            'Great news!',
          ]),
          commentsLikes: faker.number.int({ min: 0, max: 40 }),
          youLiked: faker.datatype.boolean(),
        })),
      };
    }),
    latestPhotos: Array.from({ length: 9 }, (_, i) => ({ img: img(i + 1) })),
    suggestions: Array.from({ length: 5 }, (_, i) => ({
      avatar: avatar(i + 4),
      name: faker.person.fullName(),
      mutualFriend: `${faker.number.int({ min: 1, max: 40 })} mutual friends`,
    })),
    polls: ['RDJ', 'Chris Hemsworth', 'Mark Ruffalo', 'Chris Evans'].map((name, i) => ({
      name,
      result: ['82%', '67%', '12%', '6%'][i],
      votedUser: Array.from({ length: 4 }, () => ({
        img: avatar(faker.number.int({ min: 1, max: 8 })),
        username: faker.person.fullName(),
      })),
    })),
  };
}

export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'];
const blogTitles = [
  'The Best Features Coming to iOS and Web Design',
  'Ten Cosy Recipes for a Rainy Sunday',
  'Why Indie Games Are Having a Moment',
  'Quotes That Changed How I Work',
  'Making a Product Video on a Budget',
  'What to Wear to a Tech Conference',
  'A Beginner’s Guide to Sourdough',
  'The Return of Split-Screen Multiplayer',
  'Building Dashboards People Actually Use',
  'Street Food Worth Travelling For',
];

export function blog(faker) {
  const authors = Array.from({ length: 5 }, (_, i) => ({ name: faker.person.fullName(), avatar: avatar(i + 1) }));
  const posts = blogTitles.map((title, i) => {
    const author = authors[i % authors.length];
    const tags = faker.helpers.arrayElements(blogCategories, { min: 1, max: 2 });
    return {
      id: i + 1,
      img: img(i + 1),
      title,
      avatar: author.avatar,
      userFullName: author.name,
      blogPosted: new Date(Date.UTC(2026, 0, 12 - i)).toISOString().slice(0, 10),
      tags,
      excerpt: `${title.split(' ').slice(0, 4).join(' ')}: ${faker.company.catchPhrase().toLowerCase()}, explained in plain words with examples you can use today.`,
      comment: faker.number.int({ min: 0, max: 2500 }),
    };
  });
  const content = (post) =>
    [
      `<p>${post.excerpt}</p>`,
      '<h2>Where to start</h2>',
      '<p>Start small. Pick one idea from this post, try it for a week, and keep notes on what changed.</p>',
      '<blockquote>Good work is the result of many small, deliberate steps.</blockquote>',
      '<ul><li>Decide what you want to learn.</li><li>Set aside a regular time.</li><li>Share what you made.</li></ul>',
      '<p>Questions? Leave a comment below and we will answer every one.</p>',
    ].join('');
  const comments = Object.fromEntries(
    posts.map((post) => [
      post.id,
      Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => ({
        avatar: avatar(faker.number.int({ min: 1, max: 8 })),
        userFullName: faker.person.fullName(),
        commentedAt: faker.date.recent({ days: 10 }).toISOString(),
        commentText: faker.helpers.arrayElement([
          'Thanks for writing this, it was exactly what I needed.',
          'I tried the second tip and it worked really well.',
          'Could you write a follow-up on this?',
        ]),
      })),
    ]),
  );
  const categoryIcons = { Fashion: 'shirt', Food: 'utensils', Gaming: 'gamepad-2', Quote: 'quote', Video: 'video' };
  return {
    posts,
    details: posts.map((post) => ({
      id: post.id,
      img: post.img,
      title: post.title,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      tags: post.tags,
      content: content(post),
      comments: post.comment,
    })),
    comments,
    sidebar: {
      recentPosts: posts.slice(0, 4).map((p) => ({ id: p.id, img: p.img, title: p.title, createdTime: p.blogPosted })),
      categories: blogCategories.map((category) => ({ category, icon: categoryIcons[category] })),
    },
    edits: posts.map((post) => ({
      id: post.id,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      blogTitle: post.title,
      blogCategories: post.tags.map((t) => ({ value: t.toLowerCase(), label: t })),
      slug: slugify(post.title),
      status: 'Published',
      excerpt: post.excerpt,
      featuredImage: post.img,
    })),
  };
}

export function pricing() {
  return {
    basicPlan: {
      title: 'Basic',
      img: '/images/illustrations/2.svg',
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [
        '100 responses a month',
        'Unlimited forms and surveys',
        'Unlimited fields',
        'Basic form creation tools',
        'Up to 2 subdomains',
      ],
      popular: false,
    },
    standardPlan: {
      title: 'Standard',
      img: '/images/illustrations/1.svg',
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: [
        'Unlimited responses',
        'Unlimited forms and surveys',
        'Instagram profile page',
        'Google Docs integration',
        'Custom “Thank you” page',
      ],
      popular: true,
    },
    enterprisePlan: {
      title: 'Enterprise',
      img: '/images/illustrations/7.svg',
      subtitle: 'Solution for big organizations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: [
        'PayPal payments',
        'Logic Jumps',
        'File upload with 5GB file storage',
        'Custom domain support',
        'Stripe integration',
      ],
      popular: false,
    },
    qandA: [
      {
        question: 'Does my subscription automatically renew?',
        ans: 'Yes. Every plan renews at the end of its period until you cancel it from the billing page.',
      },
      {
        question: 'How many sites can I use it on?',
        ans: 'The Basic plan covers up to two subdomains; Standard and Enterprise have no limit.',
      },
      {
        question: 'Can I change plans later?',
        ans: 'Yes, at any time. When you upgrade, the unused part of the current period is credited.',
      },
      { question: 'Do you offer refunds?', ans: 'We refund any payment made in the last 14 days, no questions asked.' },
    ],
  };
}

const faqSource = [
  [
    'Using Atrium',
    'circle-play',
    'primary',
    [
      [
        'How do I invite a colleague?',
        'Open Users, choose Add user, and enter their email address. They receive an invitation straight away.',
      ],
      [
        'Can I change the colour scheme?',
        'Yes. The customiser lets you pick light, dark, bordered or semi-dark skins, and right-to-left layouts.',
      ],
      [
        'Where do I find my reports?',
        'Reports live on the analytics dashboard. Each card can be exported from its menu.',
      ],
    ],
  ],
  [
    'Account Settings',
    'settings',
    'info',
    [
      [
        'How do I change my password?',
        'Go to Account settings, then Security, and enter your current and new password.',
      ],
      [
        'Can I change my username?',
        'Usernames can be changed once every 30 days from the General tab of Account settings.',
      ],
      [
        'How do I turn on two-step verification?',
        'Open Account settings, Security, and follow the steps to connect an authenticator app.',
      ],
    ],
  ],
  [
    'Billing',
    'credit-card',
    'success',
    [
      [
        'Which payment methods do you accept?',
        'Credit and debit cards, PayPal, and bank transfers for yearly Enterprise plans.',
      ],
      [
        'Where can I download my invoices?',
        'Every invoice is listed under Invoices, where you can preview, download or print it.',
      ],
      ['What happens if a payment fails?', 'We retry three times over a week and email you before anything is paused.'],
    ],
  ],
  [
    'API Questions',
    'code',
    'warning',
    [
      [
        'Is there a rate limit?',
        'Yes: 600 requests a minute per key. Responses include headers with the remaining quota.',
      ],
      ['How do I create an API key?', 'Open the API key page, give the key a name and choose its permissions.'],
      [
        'Do you offer webhooks?',
        'Webhooks are available on Standard and Enterprise plans for users, invoices and orders.',
      ],
    ],
  ],
  [
    'Copyright & Legal',
    'scale',
    'danger',
    [
      [
        'Who owns the data I upload?',
        'You do. We only process it to provide the service, as our data processing agreement sets out.',
      ],
      ['Where is my data stored?', 'In data centres in the European Union, encrypted at rest and in transit.'],
    ],
  ],
  [
    'Mobile Apps',
    'smartphone',
    'secondary',
    [
      ['Is there a mobile app?', 'The dashboard works in any mobile browser and can be installed to the home screen.'],
      ['Do notifications work on mobile?', 'Yes, once you allow notifications for the site in your browser settings.'],
    ],
  ],
];

export function faq() {
  let questionId = 0;
  const categories = faqSource.map(([title, icon, iconColor, qs], i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    icon,
    iconColor,
    subtitle: `Questions about ${title.toLowerCase()}`,
    questions: qs.map(([question, answer]) => ({
      id: ++questionId,
      question,
      slug: slugify(question),
      answer,
      lastUpdated: `2025-${String(((questionId * 5) % 12) + 1).padStart(2, '0')}-${String(((questionId * 7) % 27) + 1).padStart(2, '0')}`,
    })),
  }));
  return { categories };
}

export const knowledgeBaseCategories = [
  'sales-automation',
  'marketing-automation',
  'api-questions',
  'personalization',
  'email-marketing',
  'demand-generation',
];

/**
 * Each card's articles: a title, a lead sentence, the steps, and an optional tip. The answer is HTML
 * (docs/demo-api.md, FAQ and knowledge base), as an editor would store it.
 */
const knowledgeBaseArticles = [
  [
    [
      'How do I build a follow-up workflow?',
      'Workflows send the next message for you when a deal goes quiet.',
      [
        'Open Automation and choose New workflow.',
        'Pick the trigger “Deal has no activity for”, then a number of days.',
        'Add a Send email step and choose a template.',
        'Switch the workflow on.',
      ],
      'Start with a long delay; you can shorten it once you see the replies.',
    ],
    [
      'Can a workflow assign a lead to a colleague?',
      'Yes: the Assign owner step hands the lead to one person or rotates through a team.',
      [
        'Add an Assign owner step to the workflow.',
        'Choose a person, or a team and Round robin.',
        'Save the workflow.',
      ],
    ],
    [
      'How do I stop a workflow for one contact?',
      'A contact leaves a workflow as soon as they reply, or when you remove them by hand.',
      ['Open the contact.', 'In Workflows, choose Remove next to the workflow.'],
    ],
    [
      'Which triggers can start a sales workflow?',
      'A new deal, a change of stage, a form sent, or a date on the deal.',
      [
        'Open the workflow’s trigger.',
        'Pick one of the triggers in the list.',
        'Add conditions to narrow it, such as the deal’s value.',
      ],
    ],
  ],
  [
    [
      'What is a triggered campaign?',
      'A campaign that goes to each contact when they do something, rather than to everyone at once.',
      [
        'Open Campaigns and choose Triggered.',
        'Pick the event, such as “Signed up” or “Visited pricing”.',
        'Write the message and switch it on.',
      ],
    ],
    [
      'How do I send a welcome series?',
      'A welcome series is a triggered campaign with several messages a few days apart.',
      [
        'Create a triggered campaign on “Signed up”.',
        'Add a message for each step and set the wait between them.',
        'Preview the series, then switch it on.',
      ],
      'Three messages over a week is a good start.',
    ],
    [
      'Can I pause a campaign?',
      'Yes. A paused campaign keeps its contacts where they are and carries on when you resume it.',
      ['Open the campaign.', 'Choose Pause; choose Resume to carry on.'],
    ],
    [
      'How are campaign results counted?',
      'Opens, clicks and replies are counted once per contact, for thirty days after each send.',
      ['Open the campaign’s Results tab.', 'Choose a message to see its own figures.'],
    ],
  ],
  [
    [
      'How do I create an API key?',
      'Keys are made on the API key page, each with its own name and permissions.',
      [
        'Open the API key page.',
        'Choose Create key and give it a name.',
        'Pick the permissions it needs, then copy the key.',
      ],
      'The key is shown once: keep it in a password manager.',
    ],
    [
      'What are the rate limits?',
      'Each key may make 600 requests a minute; every answer says how many are left.',
      [
        'Read the X-RateLimit-Remaining header of each answer.',
        'After a 429 answer, wait for the seconds the Retry-After header names.',
      ],
    ],
    [
      'How do webhooks work?',
      'A webhook sends a POST request to your address whenever a chosen event happens.',
      [
        'Open Webhooks and choose Add endpoint.',
        'Enter your address and pick the events.',
        'Check the signature header on each request you receive.',
      ],
    ],
    [
      'How do I page through results?',
      'Lists answer a page at a time; ask for the next one with the page parameter.',
      ['Send page and perPage with the request.', 'Stop when a page comes back with fewer rows than perPage.'],
    ],
  ],
  [
    [
      'How do segments work?',
      'A segment is a saved filter over your contacts that stays up to date by itself.',
      [
        'Open Contacts and set the filters you need.',
        'Choose Save as segment and name it.',
        'Use the segment in campaigns and content rules.',
      ],
    ],
    [
      'What is dynamic content?',
      'Parts of a page or message that change with who reads it, such as their name or plan.',
      ['Select a block in the editor.', 'Choose Show to and pick a segment.', 'Add another version for everyone else.'],
    ],
    [
      'Can I preview what a customer sees?',
      'Yes: the preview can show any page or message as one contact would see it.',
      ['Open the preview.', 'Search for a contact in View as.'],
      'Check a contact from each segment before you publish.',
    ],
    [
      'How do I greet people by name?',
      'Insert the first-name field; people without one see the fallback you choose.',
      ['Type a brace in the editor and pick First name.', 'Enter a fallback such as “there”.'],
    ],
  ],
  [
    [
      'How do I design a newsletter?',
      'The editor builds newsletters from blocks that look right on phones and desktops.',
      [
        'Open Email and choose New newsletter.',
        'Drag in blocks for text, images and buttons.',
        'Preview on a phone and a desktop, then save.',
      ],
    ],
    [
      'Can I test two subject lines?',
      'Yes: an A/B test sends each subject to a small share, then the winner to everyone else.',
      [
        'Choose A/B test when you schedule.',
        'Write the second subject line.',
        'Pick the share and how long the test runs.',
      ],
    ],
    [
      'Why did my email land in spam?',
      'Usually because the sending domain is not verified, or the list has old addresses.',
      [
        'Verify your domain under Settings, Sending.',
        'Remove contacts who have not opened in a year.',
        'Avoid subject lines in capitals.',
      ],
    ],
    [
      'How do people unsubscribe?',
      'Every newsletter carries an unsubscribe link; one click takes the person off the list.',
      ['Keep the footer block in your template.', 'See who left under Contacts, Unsubscribed.'],
    ],
  ],
  [
    [
      'How do I build a lead form?',
      'Forms collect contacts from your site and start workflows when they are sent.',
      [
        'Open Forms and choose New form.',
        'Add the fields you need; ask for as few as you can.',
        'Copy the embed code to your site.',
      ],
    ],
    [
      'How do I score leads?',
      'Lead scoring adds points for what people do, so sales calls the warmest first.',
      [
        'Open Lead scoring.',
        'Give points to actions such as “Visited pricing”.',
        'Set the score at which a lead goes to sales.',
      ],
      'Take points away when someone goes quiet for a month.',
    ],
    [
      'Can I run an event sign-up?',
      'Yes: an event page takes sign-ups, sends reminders and records who came.',
      [
        'Create an event page with the date and place.',
        'Add reminders a week and a day before.',
        'Mark who came after the event.',
      ],
    ],
    [
      'Which content brings in the most leads?',
      'The Sources report lists the pages and forms that brought each new lead.',
      ['Open Reports, Sources.', 'Sort by New leads.'],
    ],
  ],
];

const articleHtml = (lead, steps, tip) =>
  [
    `<p>${lead}</p>`,
    `<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`,
    tip ? `<p><strong>Tip:</strong> ${tip}</p>` : '',
  ].join('');

/** The cards, each with its articles (the cards' route leaves the articles out). */
export function knowledgeBase() {
  const cards = [
    ['Sales Automation', 'Hand routine follow-ups to workflows and spend your time on conversations.'],
    ['Marketing Automation', 'Send the right message at the right moment with triggered campaigns.'],
    ['API Questions', 'Keys, limits, webhooks and everything else you need to build on the API.'],
    ['Personalization', 'Tailor what each customer sees with segments and dynamic content.'],
    ['Email Marketing', 'Design, test and send newsletters people look forward to.'],
    ['Demand Generation', 'Turn interest into pipeline with content, events and smart forms.'],
  ];
  let questionId = 0;
  return cards.map(([title, desc], i) => ({
    id: i + 1,
    category: knowledgeBaseCategories[i],
    img: img(i + 1),
    title,
    desc,
    questions: knowledgeBaseArticles[i].map(([question, lead, steps, tip]) => ({
      id: ++questionId,
      slug: slugify(question),
      title: question,
      lastUpdated: `2025-${String(((questionId * 7) % 12) + 1).padStart(2, '0')}-${String(((questionId * 11) % 27) + 1).padStart(2, '0')}`,
      content: articleHtml(lead, steps, tip),
    })),
  }));
}

export function accountSettings() {
  return {
    general: {
      avatar: avatar(1),
      username: 'johndoe',
      fullName: 'John Doe',
      email: 'admin@demo.com',
      company: 'Atrium Ltd.',
    },
    info: {
      bio: 'Product lead. I turn messy spreadsheets into dashboards.',
      dob: '1990-04-18',
      country: 'Portugal',
      website: 'https://atrium.example.com',
      phone: '+351 912 345 678',
    },
    social: {
      socialLinks: {
        twitter: 'https://x.com/johndoe',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com/in/johndoe',
        instagram: '',
        quora: '',
      },
      connections: {
        twitter: { profileImg: avatar(2), id: 'johndoe' },
        google: { profileImg: avatar(3), id: 'john.doe' },
        facebook: { profileImg: avatar(4), id: 'john.doe.42' },
        github: { profileImg: avatar(5), id: 'johndoe' },
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    },
  };
}

const ranges = ['Last 28 Days', 'Last Month', 'Last Year'];
const series = (faker, n, min, max) => Array.from({ length: n }, () => faker.number.int({ min, max }));

export function cardAnalytics() {
  return {
    'support-tracker': {
      title: 'Support Tracker',
      last_days: ranges,
      totalTicket: 163,
      newTicket: 29,
      openTicket: 63,
      responseTime: 1,
    },
    'avg-sessions': {
      sessions: 2700,
      last_days: ranges,
      growth: '+5.2%',
      goal: 100000,
      users: 100000,
      retention: 90,
      duration: 1,
    },
    'revenue-report': { years: ['2020', '2019', '2018'], price: '25,852', budget: '56,800' },
    'goal-overview': { completed: '786,617', inProgress: '13,561' },
    revenue: { thisMonth: '86,589', lastMonth: '73,683' },
    'product-orders': { last_days: ranges, chart_info: { finished: 23043, pending: 14658, rejected: 4758 } },
    'sessions-device': {
      last_days: ranges,
      chart_info: [
        { icon: 'monitor', name: 'Desktop', iconColor: 'text-primary', usage: 58.6, upDown: 2 },
        { icon: 'smartphone', name: 'Mobile', iconColor: 'text-warning', usage: 34.9, upDown: 8 },
        { icon: 'tablet', name: 'Tablet', iconColor: 'text-danger', usage: 6.5, upDown: -5 },
      ],
    },
    customers: {
      listData: [
        { icon: 'circle', iconColor: 'text-primary', text: 'New', result: 690 },
        { icon: 'circle', iconColor: 'text-warning', text: 'Returning', result: 258 },
        { icon: 'circle', iconColor: 'text-danger', text: 'Referrals', result: 149 },
      ],
    },
  };
}

export function cardStatistics(faker) {
  const named = (name, n, min, max) => ({ series: [{ name, data: series(faker, n, min, max) }] });
  return {
    'orders-bar-chart': { title: 'Orders', statistics: '2,76k', ...named('2020', 5, 20, 90) },
    'profit-line-chart': { title: 'Profit', statistics: '6,24k', ...named('Profit', 6, 0, 60) },
    subscribers: { ...named('Subscribers', 7, 20, 100), analyticsData: { subscribers: 92600 } },
    revenue: { ...named('Revenue', 7, 300, 900), analyticsData: { revenue: 97500 } },
    sales: { ...named('Sales', 7, 10, 60), analyticsData: { sales: 36000 } },
    orders: { ...named('Orders', 7, 10, 40), analyticsData: { orders: 97500 } },
    'site-traffic': named('Traffic Rate', 7, 150, 400),
    'active-users': named('Active Users', 7, 750, 1600),
    newsletter: named('Newsletter', 7, 950, 1800),
  };
}
