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

export function knowledgeBase() {
  const cards = [
    ['Sales Automation', 'Hand routine follow-ups to workflows and spend your time on conversations.'],
    ['Marketing Automation', 'Send the right message at the right moment with triggered campaigns.'],
    ['API Questions', 'Keys, limits, webhooks and everything else you need to build on the API.'],
    ['Personalization', 'Tailor what each customer sees with segments and dynamic content.'],
    ['Email Marketing', 'Design, test and send newsletters people look forward to.'],
    ['Demand Generation', 'Turn interest into pipeline with content, events and smart forms.'],
  ];
  return cards.map(([title, desc], i) => ({
    id: i + 1,
    category: knowledgeBaseCategories[i],
    img: img(i + 1),
    title,
    desc,
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
