/**
 * The example 200 answers of the covered routes, copied from the OpenAPI descriptions in the public
 * repository cometchat/docs: chat-apis.json at commit 73495de282a51da7555432b9c30ac445641ad46e
 * (send, list, get, interacted), chat-apis.json at commit 0384fbab6efa0a1dd9625a27210a2a163b86c4ad
 * (thread, users, one user, groups and group members, delete, bot send) and management-apis.json at
 * commit c72c11fb088d443ac6a899e0abfabea14fb059cf (create app).
 */

const superheroTextMessage = {
  id: '1',
  conversationId: 'superhero3_user_superhero5',
  sender: 'superhero3',
  receiverType: 'user',
  receiver: 'superhero5',
  category: 'message',
  type: 'text',
  data: {
    text: 'test     hello',
    metadata: { key1: 'val1' },
    entities: {
      sender: {
        entity: {
          uid: 'superhero3',
          name: 'Spiderman',
          avatar: 'https://data-us.cometchat.io/assets/images/avatars/spiderman.png',
          status: 'offline',
          role: 'default',
          createdAt: 1638361550,
        },
        entityType: 'user',
      },
      receiver: {
        entity: {
          uid: 'superhero5',
          name: 'Cyclops',
          avatar: 'https://data-us.cometchat.io/assets/images/avatars/cyclops.png',
          status: 'offline',
          role: 'default',
          createdAt: 1638361550,
          conversationId: 'superhero3_user_superhero5',
        },
        entityType: 'user',
      },
    },
  },
  sentAt: 1638423490,
  updatedAt: 1638423490,
};

const threadReply = {
  id: '2',
  conversationId: 'cometchat-uid-3_user_cometchat-uid-5',
  sender: 'cometchat-uid-3',
  receiverType: 'user',
  receiver: 'cometchat-uid-5',
  category: 'message',
  type: 'text',
  data: {
    text: 'test     hello',
    entities: {
      sender: {
        entity: {
          uid: 'cometchat-uid-3',
          name: 'Nancy Grace',
          role: 'default',
          avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-3.webp',
          status: 'offline',
          createdAt: 1638361550,
        },
        entityType: 'user',
      },
      receiver: {
        entity: {
          uid: 'cometchat-uid-5',
          name: 'John Paul',
          role: 'default',
          avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-5.webp',
          status: 'offline',
          createdAt: 1638361550,
          conversationId: 'cometchat-uid-3_user_cometchat-uid-5',
        },
        entityType: 'user',
      },
    },
    metadata: { key1: 'val1' },
  },
  sentAt: 1638423490,
  updatedAt: 1638423490,
  parentId: '1',
};

/** POST /messages, and GET /messages/{id} (the same example). */
export const sendMessageExample = { data: superheroTextMessage };

/** GET /messages/{id}. */
export const getMessageExample = { data: superheroTextMessage };

/** GET /messages. */
export const listMessagesExample = {
  data: [superheroTextMessage],
  meta: {
    current: { limit: 100, count: 1 },
    next: { affix: 'append', sentAt: 1638423490, id: '1' },
  },
};

/** PATCH /messages/{id}/interacted. */
export const markInteractedExample = {
  data: {
    success: true,
    message: 'The message id 7 has been marked as interacted for the user superhero1.',
  },
};

/** POST /messages/{id}/thread. */
export const sendThreadMessageExample = { data: threadReply };

/** GET /messages/{id}/thread. */
export const listThreadMessagesExample = {
  data: [threadReply],
  meta: {
    current: { limit: 10, count: 1 },
    next: { affix: 'append', sentAt: 1638423490, id: '3' },
  },
};

/** GET /users. */
export const listUsersExample = {
  data: [
    {
      uid: 'cometchat-uid-6',
      name: 'Barry Allen',
      link: 'https://cometchat.com',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/groups/cometchat-guid-1.webp',
      metadata: { email: 'user@email.com', contactNumber: '0123456789' },
      status: 'offline',
      role: 'manager',
      createdAt: 1638354015,
      updatedAt: 1638354799,
      conversationId: 'cometchat-uid-4_user_cometchat-uid-6',
    },
    {
      uid: 'cometchat-uid-2',
      name: 'George Alan',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
      status: 'offline',
      role: 'default',
      createdAt: 1629869270,
      updatedAt: 1630308676,
      conversationId: 'cometchat-uid-2_user_cometchat-uid-4',
    },
    {
      uid: 'cometchat-uid-3',
      name: 'George Alan',
      link: 'https://data-us.cometchat.io/assets',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
      metadata: { contactNumber: '0123456789' },
      status: 'offline',
      role: 'default',
      blockedByMe: true,
      blockedByMeAt: 1638346853,
      blockedAt: 1638346853,
      createdAt: 1629869270,
      updatedAt: 1638351060,
      conversationId: 'cometchat-uid-3_user_cometchat-uid-4',
    },
  ],
  meta: {
    pagination: { total: 0, count: 5, per_page: 100, current_page: 1, total_pages: 1 },
  },
  cursor: { updatedAt: 1638354799, affix: 'prepend' },
};

/** GET /users/{uid}. */
export const getUserExample = {
  data: {
    uid: 'cometchat-uid-6',
    name: 'Barry Allen',
    link: 'https://cometchat.com',
    avatar: 'https://assets.cometchat.io/sampleapp/v2/groups/cometchat-guid-1.webp',
    status: 'offline',
    role: 'manager',
    createdAt: 1638354015,
  },
};

const nancyToJohnTextMessage = {
  id: '1',
  conversationId: 'cometchat-uid-3_user_cometchat-uid-5',
  sender: 'cometchat-uid-3',
  receiverType: 'user',
  receiver: 'cometchat-uid-5',
  category: 'message',
  type: 'text',
  data: {
    text: 'test     hello',
    metadata: { key1: 'val1' },
    entities: {
      sender: {
        entity: {
          uid: 'cometchat-uid-3',
          name: 'Nancy Grace',
          avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-3.webp',
          status: 'offline',
          role: 'default',
          createdAt: 1638361550,
        },
        entityType: 'user',
      },
      receiver: {
        entity: {
          uid: 'cometchat-uid-5',
          name: 'John Paul',
          avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-5.webp',
          status: 'offline',
          role: 'default',
          createdAt: 1638361550,
          conversationId: 'cometchat-uid-3_user_cometchat-uid-5',
        },
        entityType: 'user',
      },
    },
  },
  sentAt: 1638423490,
  updatedAt: 1638423490,
};

/** POST /bots/{uid}/messages. */
export const sendBotMessageExample = { data: nancyToJohnTextMessage };

/** DELETE /messages/{id}: the action message, whose `action` reads `edited` as in the PUT example. */
export const deleteMessageExample = {
  data: {
    id: '402',
    conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
    sender: 'cometchat-uid-1',
    receiverType: 'user',
    receiver: 'cometchat-uid-2',
    category: 'action',
    type: 'message',
    data: {
      action: 'edited',
      entities: {
        by: {
          entity: {
            uid: 'cometchat-uid-1',
            name: 'Updated Name',
            status: 'offline',
            role: 'default',
            createdAt: 1639448370,
          },
          entityType: 'user',
        },
        for: {
          entity: {
            uid: 'cometchat-uid-2',
            name: 'George Alan',
            avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
            status: 'offline',
            role: 'default',
            createdAt: 1639448370,
          },
          entityType: 'user',
        },
        on: {
          entity: {
            id: '69',
            conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
            sender: 'cometchat-uid-1',
            receiverType: 'user',
            receiver: 'cometchat-uid-2',
            category: 'message',
            type: 'text',
            data: {
              text: 'hello spider',
              entities: {
                sender: {
                  entity: {
                    uid: 'cometchat-uid-1',
                    name: 'Andrew Joseph',
                    role: 'default',
                    avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-1.webp',
                    status: 'offline',
                    createdAt: 1639448370,
                  },
                  entityType: 'user',
                },
                receiver: {
                  entity: {
                    uid: 'cometchat-uid-2',
                    name: 'George Alan',
                    role: 'default',
                    avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
                    status: 'offline',
                    createdAt: 1639448370,
                    conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
                  },
                  entityType: 'user',
                },
              },
            },
            sentAt: 1640171302,
            editedAt: 1641477338,
            editedBy: 'app_system',
            updatedAt: 1641477338,
            tags: ['t6'],
          },
          entityType: 'message',
        },
      },
    },
    sentAt: 1641477338,
    updatedAt: 1641477338,
  },
};

/** GET /groups/{guid}. */
export const getGroupExample = {
  data: {
    guid: 'project-group',
    name: 'Project Group',
    description: 'project related discussions between members',
    icon: 'https://assets.cometchat.io/sampleapp/v2/groups/cometchat-guid-1.webp',
    type: 'public',
    scope: 'admin',
    membersCount: 1,
    joinedAt: 1638440784,
    conversationId: 'group_project-group',
    hasJoined: true,
    createdAt: 1638440784,
    owner: 'cometchat-uid-4',
    tags: ['friends', 'project'],
  },
};

/** GET /groups/{guid}/members (the first two and the last of its four members). */
export const listGroupMembersExample = {
  data: [
    {
      uid: 'cometchat-uid-2',
      name: 'George Alan',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
      status: 'offline',
      role: 'default',
      scope: 'participant',
      joinedAt: 1638360106,
      createdAt: 1629869270,
      updatedAt: 1630308676,
      conversationId: 'cometchat-uid-2_user_cometchat-uid-4',
    },
    {
      uid: 'cometchat-uid-3',
      name: 'George Alan',
      link: 'https://data-us.cometchat.io/assets',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-2.webp',
      metadata: { contactNumber: '0123456789' },
      status: 'offline',
      role: 'default',
      scope: 'participant',
      joinedAt: 1638360106,
      createdAt: 1629869270,
      updatedAt: 1638351060,
      conversationId: 'cometchat-uid-3_user_cometchat-uid-4',
    },
    {
      uid: 'cometchat-uid-4',
      name: 'Susan Marie',
      avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-4.webp',
      status: 'offline',
      role: 'default',
      scope: 'admin',
      joinedAt: 1638359534,
      createdAt: 1629869270,
    },
  ],
  meta: {
    pagination: { total: 0, count: 5, per_page: 100, current_page: 1, total_pages: 1 },
  },
  cursor: { updatedAt: 1638354799, affix: 'prepend' },
};

/** POST /groups/{guid}/members (its usersToBan entry and one of its added participants). */
export const addGroupMembersExample = {
  data: {
    usersToBan: { 'cometchat-uid-6': { success: true } },
    participants: {
      'cometchat-uid-4': {
        success: true,
        data: {
          id: '34',
          conversationId: 'group_project-group',
          sender: 'app_system',
          receiverType: 'group',
          receiver: 'project-group',
          category: 'action',
          type: 'groupMember',
          data: {
            action: 'added',
            entities: {
              by: {
                entity: {
                  uid: 'app_system',
                  name: 'System',
                  role: 'default',
                  status: 'offline',
                  createdAt: 1596537299,
                },
                entityType: 'user',
              },
              on: {
                entity: {
                  uid: 'cometchat-uid-4',
                  name: 'Susan Marie',
                  role: 'default',
                  avatar: 'https://assets.cometchat.io/sampleapp/v2/users/cometchat-uid-4.webp',
                  status: 'offline',
                  createdAt: 1596537299,
                },
                entityType: 'user',
              },
              for: {
                entity: {
                  guid: 'project-group',
                  icon: 'https://assets.cometchat.io/sampleapp/v2/groups/cometchat-guid-1.webp',
                  name: 'Project Group',
                  tags: ['friends', 'project'],
                  type: 'public',
                  owner: 'cometchat-uid-2',
                  createdAt: 1625460947,
                  updatedAt: 1625460973,
                  description: 'project related discussions between members',
                  membersCount: 4,
                  conversationId: 'group_project-group',
                },
                entityType: 'group',
              },
            },
          },
          sentAt: 1625460973,
          updatedAt: 1625460973,
        },
      },
    },
  },
};

/** DELETE /groups/{guid}/members/{uid}. */
export const kickGroupMemberExample = {
  data: {
    success: true,
    message:
      'The member with cometchat-uid-3 has been kicked from the Group with cometchat-guid-1.',
  },
};

/** POST /apps of the management API. */
export const createAppExample = {
  data: {
    id: '<APP_ID>',
    name: '<App Name>',
    plan: 'trial',
    trialEndsAt: 1588887393,
    state: 'active',
    owner: 1656,
    region: 'us',
    createdAt: 1586295393,
    appOwner: { id: '1656', name: '<OWNER_NAME>', email: 'youremail@domain.com' },
    appRegion: {
      id: 'us',
      name: 'USA',
      description: 'The USA region has serverslocated at Ohio.',
    },
    apiKeys: {
      '<API_KEY1>': {
        apiKey: '<API_KEY1>',
        name: 'Rest API Key',
        scope: 'fullAccess',
        createdBy: 'app_system',
      },
      '<API_KEY2>': {
        apiKey: '<API_KEY2>',
        name: 'Auth Key',
        scope: 'authOnly',
        createdBy: 'app_system',
      },
    },
  },
};
